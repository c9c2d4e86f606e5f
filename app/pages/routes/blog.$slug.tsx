import { createRoute, notFound } from '@tanstack/react-router'
import { findInsight, insightPath } from '../../shared/content/insightSlug.ts'
import { insightTitle, standaloneTitle } from '../../shared/content/insightPage.ts'
import { Island } from '../Island.tsx'
import { jsonLd, pageHead } from '../seo.ts'
import { blogPosting } from '../structuredData.ts'
import { rootRoute } from './__root.tsx'

/** An unknown slug is never prerendered; the server answers it with 404. */
export const insightRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog/$slug',
  loader: ({ params }) => {
    const article = findInsight(params.slug)
    if (!article) throw notFound()
    return article
  },
  head: ({ loaderData: article }) => {
    if (!article) return {}
    const path = insightPath(article)
    const head = pageHead({
      path,
      title: insightTitle(article),
      description: article.excerpt,
      keywords: article.tags,
      image: article.image,
      type: 'article',
      breadcrumbs: [
        { name: 'Legal Insights', path: '/blog' },
        { name: standaloneTitle(article), path },
      ],
    })
    const published = [
      { property: 'article:published_time', content: article.date },
      ...(article.dateModified ? [{ property: 'article:modified_time', content: article.dateModified }] : []),
      { property: 'article:section', content: article.category },
    ]
    return { ...head, meta: [...head.meta, ...published], scripts: [...head.scripts, jsonLd(blogPosting(article))] }
  },
  component: InsightPage,
})

function InsightPage() {
  const { slug } = insightRoute.useParams()
  return <Island name="BlogInsights" props={{ slug }} />
}
