import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pageMeta.ts'
import { jsonLd, pageHead } from '../seo.ts'
import { blogPostings } from '../structuredData.ts'
import { rootRoute } from './__root.tsx'

export const blogRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog',
  head: () => {
    const head = pageHead({ path: '/blog', ...pageMeta.blog, breadcrumbs: [{ name: 'Legal Insights', path: '/blog' }] })
    return { ...head, scripts: [...head.scripts, jsonLd(blogPostings())] }
  },
}).lazy(() => import('./blog.lazy.tsx').then((page) => page.Route))
