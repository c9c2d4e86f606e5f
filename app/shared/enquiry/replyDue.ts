/** The site promises a reply within 24 hours, and a visitor reads that as clock hours. */
export const replyWithinHours = 24

/** When the reply to an enquiry that arrived at `arrivedAt` is due: nights and weekends count. */
export const replyDueAt = (arrivedAt: Date) => new Date(arrivedAt.getTime() + replyWithinHours * 3_600_000)
