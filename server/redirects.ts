/** The old site's addresses (docs/specification.md, "Redirects (full page replace)"): 301 before any page loads, in development too. */
export const legacyRedirects = [
  { from: '/24-hour', to: '/contact', withSubpaths: false },
  { from: '/contact-us-solicitors-in-londonderry', to: '/contact', withSubpaths: false },
  { from: '/free-consultation', to: '/contact', withSubpaths: false },
  { from: '/free-enquiry', to: '/contact', withSubpaths: false },
  { from: '/solicitors-northern-ireland', to: '/team', withSubpaths: true },
  { from: '/lawyer', to: '/team', withSubpaths: false },
  { from: '/services-solicitors-in-derry', to: '/services', withSubpaths: true },
] as const

export type LegacyRedirect = (typeof legacyRedirects)[number]

export function legacyRedirectTarget(pathname: string): LegacyRedirect['to'] | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const match = legacyRedirects.find((entry) => path === entry.from || (entry.withSubpaths && path.startsWith(`${entry.from}/`)))
  return match?.to
}
