import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { blogPage } from '../../shared/content/blog.ts'
import { insightTitle } from '../../shared/content/insightPage.ts'
import { findInsight } from '../../shared/content/insightSlug.ts'
import { pageMeta } from '../../shared/content/pageMeta.ts'
import { PageHero } from '../../shared/components/PageHero.tsx'
import type { Article, BlogCategory } from '../../shared/content/types.ts'
import { ArticleDetail } from './ArticleDetail.tsx'
import { cardLinkId } from './ArticleCard.tsx'
import { InsightList } from './InsightList.tsx'
import { servedFilter } from './servedFilter.ts'
import { insightInAddress, listIsBehind, listScrollY, pushInsight, pushList } from './insightHistory.ts'
import { pageTitle } from '../../shared/content/fictionalNotice.ts'

type Arrival = { view: 'insight' } | { view: 'list'; scrollY: number; cardOf?: Article }

/** Opening an insight swaps the list for it in place, with its address; Back brings the list back as it was left. */
export function BlogInsights({ slug }: { slug?: string }) {
  const [served] = useState(servedFilter)
  const [search, setSearch] = useState(served.search)
  const [category, setCategory] = useState<BlogCategory>(served.category)
  const [open, setOpen] = useState(() => (slug === undefined ? undefined : findInsight(slug)))
  const arrival = useRef<Arrival>(null)
  const detailHeading = useRef<HTMLHeadingElement>(null)

  const show = useCallback((article: Article | undefined, to: Arrival) => {
    arrival.current = to
    setOpen(article)
  }, [])

  useEffect(() => {
    const followAddress = (event: PopStateEvent) => {
      const next = insightInAddress()
      if (next === open) return
      if (next) return show(next, { view: 'insight' })
      // A list entry keeps a scroll position only when an insight was opened from it; any other
      // (the one Back made on an insight landed on) was shown at its top.
      const scrollY = listScrollY(event.state)
      show(undefined, scrollY === undefined ? { view: 'list', scrollY: 0 } : { view: 'list', scrollY, cardOf: open })
    }
    addEventListener('popstate', followAddress)
    return () => removeEventListener('popstate', followAddress)
  }, [open, show])

  // Before the browser paints the new view: its title, where the page is scrolled, and focus,
  // which keyboard and screen-reader users follow to the insight's title and back to its card.
  useLayoutEffect(() => {
    document.title = pageTitle(open ? insightTitle(open) : pageMeta.blog.title)
    const to = arrival.current
    arrival.current = null
    if (!to) return
    window.scrollTo({ top: to.view === 'insight' ? 0 : to.scrollY, behavior: 'instant' })
    const target = to.view === 'insight' ? detailHeading.current : to.cardOf ? document.getElementById(cardLinkId(to.cardOf)) : document.getElementById('main')
    target?.focus({ preventScroll: true })
  }, [open])

  const openInsight = (article: Article) => {
    pushInsight(article)
    show(article, { view: 'insight' })
  }

  // Opened from the list, Back is the browser's Back (the popstate above shows the list); on an
  // insight landed on, the list gets an entry of its own, above the insight's, and opens at its top.
  const backToList = () => {
    if (listIsBehind()) {
      history.back()
      return
    }
    pushList()
    show(undefined, { view: 'list', scrollY: 0 })
  }

  if (open) {
    return (
      <section className="page-container section-y">
        <ArticleDetail article={open} onBack={backToList} headingRef={detailHeading} />
      </section>
    )
  }
  return (
    <>
      {/* The banner is the island's, so that an insight opened in place takes its place too. */}
      <PageHero eyebrow={blogPage.eyebrow} heading={blogPage.heading} text={blogPage.intro} />
      <section className="page-container section-y">
        <InsightList search={search} category={category} onSearch={setSearch} onCategory={setCategory} onOpen={openInsight} />
      </section>
    </>
  )
}
