/** The header's links and the words they show, in the order of the header in docs/specification.md. */
export const mainNav = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/team', label: 'Team' },
  { to: '/history', label: 'Our History' },
  { to: '/blog', label: 'Legal Insights' },
  { to: '/contact', label: 'Contact' },
] as const

export const footerQuickLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/team', label: 'Our Team' },
  { to: '/blog', label: 'Legal Insights' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
] as const
