import { createLazyRoute } from '@tanstack/react-router'
import { Island } from '../islands/Island.tsx'

export const Route = createLazyRoute('/blog')({ component: BlogPage })

/** The whole page is the island, banner included: an insight opened in place takes the banner's place too. */
function BlogPage() {
  return <Island name="BlogInsights" />
}
