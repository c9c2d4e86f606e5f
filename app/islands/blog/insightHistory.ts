import { findInsight, insightPath } from '../../shared/content/insightSlug.ts'
import type { Article } from '../../shared/content/types.ts'

interface ListState {
  listScrollY: number
}

/** Which document pushed the entry (performance.timeOrigin): only then is the list right behind it for Back; after a reload its list is not. */
interface InsightState {
  openedFromListIn: number
}

export function pushInsight(article: Article) {
  history.replaceState({ listScrollY: window.scrollY } satisfies ListState, '')
  history.pushState({ openedFromListIn: performance.timeOrigin } satisfies InsightState, '', insightPath(article))
}

/** Opens the list's address over an insight that was not opened from it (one landed on). */
export function pushList() {
  history.pushState(null, '', '/blog')
}

export const listIsBehind = () => (history.state as Partial<InsightState> | null)?.openedFromListIn === performance.timeOrigin

export const listScrollY = (state: unknown) => (state as Partial<ListState> | null)?.listScrollY

export function insightInAddress() {
  const slug = /^\/blog\/([^/]+)$/.exec(location.pathname)?.[1]
  return slug === undefined ? undefined : findInsight(slug)
}
