/** Providers that deliver an address with or without dots in its local part to one mailbox. */
const dotsIgnored = new Set(['gmail.com', 'googlemail.com'])
const sameProvider: Record<string, string> = { 'googlemail.com': 'gmail.com' }

/**
 * As far as a sender can tell: case ignored, a `+tag` dropped, and dots dropped where the provider
 * ignores them, so two spellings of one person's inbox are one key.
 */
export function mailbox(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  const domain = address.slice(at + 1).replace(/\.$/, '')
  let local = address.slice(0, at).split('+')[0]!
  if (dotsIgnored.has(domain)) local = local.replaceAll('.', '')
  return `${local}@${sameProvider[domain] ?? domain}`
}
