import { aboutPage } from './content/about.ts'
import { articles, blogPage } from './content/blog.ts'
import { contactPage } from './content/contact.ts'
import { historyPage } from './content/history.ts'
import { homePage } from './content/home.ts'
import { insightPath } from './content/insightSlug.ts'
import { privacyPolicy } from './content/privacy.ts'
import { services, servicesPage } from './content/services.ts'
import { teamPage } from './content/team.ts'
import { servicePath } from './servicePaths.ts'

/** The one list of pages (routes in app/pages/router.tsx), read by the prerender, the sitemap and the browser tests. */
export const siteMap = [
  { route: '/', path: '/', heading: homePage.hero.heading },
  { route: '/about', path: '/about', heading: aboutPage.hero.heading },
  { route: '/services', path: '/services', heading: servicesPage.heading },
  ...services.map((service) => ({ route: '/services/$serviceId' as const, path: servicePath(service.id), heading: service.title })),
  { route: '/team', path: '/team', heading: teamPage.heading },
  { route: '/history', path: '/history', heading: historyPage.banner.heading },
  { route: '/blog', path: '/blog', heading: blogPage.heading },
  ...articles.map((article) => ({ route: '/blog/$slug' as const, path: insightPath(article), heading: article.title })),
  { route: '/contact', path: '/contact', heading: contactPage.heading },
  { route: '/privacy-policy', path: '/privacy-policy', heading: privacyPolicy.heading },
] as const

export type SiteRoute = (typeof siteMap)[number]['route']

export const sitePages: string[] = siteMap.map((page) => page.path)

/** Paths rendered only to serve as the answers for unknown addresses. */
export const errorPages = {
  notFound: '/page-not-found',
  serviceNotFound: '/services/service-not-found',
} as const
