/** A mail server's refusal can quote the address it refused, which is personal data. */
export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/<?[^\s<>"'()[\]]+@[^\s<>"'()[\]]+>?/g, '<address>')

/** A 5xx reply (RFC 5321 §4.2.1) is the mail server's final word on that message: "no such mailbox", "rejected". */
export const refusedForGood = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}
