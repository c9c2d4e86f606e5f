/**
 * What a member of staff is typing into an enquiry, kept in this tab until the server has it: a
 * session that ends mid-note (idle, or signed out elsewhere) sends them to sign in, and the text is
 * back in the box when they return. Per tab (sessionStorage), per account, per enquiry; signing out
 * forgets every draft, so the next person at the device finds none.
 */
const prefix = 'staff-draft:'
const key = (username: string, kind: string, enquiryId: string) => `${prefix}${username}:${kind}:${enquiryId}`

export function readDraft(username: string | undefined, kind: string, enquiryId: string): string {
  if (!username) return ''
  try {
    return sessionStorage.getItem(key(username, kind, enquiryId)) ?? ''
  } catch {
    return ''
  }
}

export function keepDraft(username: string | undefined, kind: string, enquiryId: string, text: string) {
  if (!username) return
  try {
    if (text === '') sessionStorage.removeItem(key(username, kind, enquiryId))
    else sessionStorage.setItem(key(username, kind, enquiryId), text)
  } catch {
    // Storage refused (full, or turned off): the text is still in the box.
  }
}

export function forgetDrafts() {
  try {
    for (const name of Object.keys(sessionStorage)) if (name.startsWith(prefix)) sessionStorage.removeItem(name)
  } catch {
    // Nothing was kept.
  }
}
