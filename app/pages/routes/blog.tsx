import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../../shared/content/pageMeta.ts'
import { jsonLd, pageHead } from '../seo.ts'
import { blogPostings } from '../structuredData.ts'
import { rootRoute } from './__root.tsx'
import { Island } from '../Island.tsx'

export const blogRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog',
  head: () => {
    const head = pageHead({ path: '/blog', ...pageMeta.blog, breadcrumbs: [{ name: 'Legal Insights', path: '/blog' }] })
    return { ...head, scripts: [...head.scripts, jsonLd(blogPostings())] }
  },
  component: BlogPage,
})

/** The whole page is the island, banner included: an insight opened in place takes the banner's place too. */
function BlogPage() {
  return <Island name="BlogInsights" />
}
