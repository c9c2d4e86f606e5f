import { articles } from './content/blog.ts'
import { insightPath } from './content/insightSlug.ts'
import { serviceIds } from './content/types.ts'
import { servicePath } from './servicePaths.ts'

/** Every page the prerender writes and the sitemap lists, in site-map order. */
export const sitePages = [
  '/',
  '/about',
  '/services',
  ...serviceIds.map(servicePath),
  '/team',
  '/history',
  '/blog',
  ...articles.map(insightPath),
  '/contact',
  '/privacy-policy',
]

/** Paths rendered only to serve as the answers for unknown addresses. */
export const errorPages = {
  notFound: '/page-not-found',
  serviceNotFound: '/services/service-not-found',
} as const
