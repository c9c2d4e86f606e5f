const base = 'https://inbox.invalid'

/** Only an address of the staff app, so a crafted link cannot send a colleague elsewhere once signed in; never the sign-in screen itself. */
export function signInRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined
  const url = new URL(value, base)
  if (url.origin !== base || !/^\/staff(\/|$)/.test(url.pathname) || url.pathname.startsWith('/staff/sign-in')) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}
