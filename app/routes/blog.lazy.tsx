import { createLazyRoute } from '@tanstack/react-router'
import { PageHero } from '../components/PageHero.tsx'
import { blogPage } from '../content/blog.ts'
import { Island } from '../islands/Island.tsx'

export const Route = createLazyRoute('/blog')({ component: BlogPage })

function BlogPage() {
  return (
    <>
      <PageHero eyebrow="Articles and case studies" heading={blogPage.heading} text={blogPage.intro} />
      <Island name="BlogInsights" />
    </>
  )
}
