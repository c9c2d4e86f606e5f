export const inboxLink = (siteUrl: string, enquiryId: string) => new URL(`/staff/enquiries/${encodeURIComponent(enquiryId)}`, siteUrl).href

/** The same id on every attempt, so a resend after a lost reply is recognisably the same message. */
export const messageId = (siteUrl: string, name: string) => `<${name}@${new URL(siteUrl).hostname}>`
