/**
 * What a member of staff is typing into an enquiry, kept in this page's memory until the server has
 * it: a session that ends mid-note (idle, or signed out elsewhere) sends them to sign in within the
 * page, and the text is back in the box when they return. Never written to the browser's storage,
 * so nothing of an enquiry outlives the page; per account, per enquiry; signing out forgets every
 * draft, so the next person at the device finds none.
 */
const drafts = new Map<string, string>()
const key = (username: string, kind: string, enquiryId: string) => `${username}:${kind}:${enquiryId}`

export function readDraft(username: string | undefined, kind: string, enquiryId: string): string {
  return username ? (drafts.get(key(username, kind, enquiryId)) ?? '') : ''
}

export function keepDraft(username: string | undefined, kind: string, enquiryId: string, text: string) {
  if (!username) return
  if (text === '') drafts.delete(key(username, kind, enquiryId))
  else drafts.set(key(username, kind, enquiryId), text)
}

export function forgetDrafts() {
  drafts.clear()
}
