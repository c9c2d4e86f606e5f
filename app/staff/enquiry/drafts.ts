/** In this page's memory only, so nothing of an enquiry outlives the page; back in the box after a sign-in within the page; signing out forgets all. */
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
