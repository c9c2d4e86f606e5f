import { findInsight, insightPath } from '../../shared/content/insightSlug.ts'
import type { Article } from '../../shared/content/types.ts'

/** Kept on the list's entry when an insight opens: where the list was scrolled to. */
interface ListState {
  listScrollY: number
}

/**
 * Kept on an insight's entry pushed from the list: which document pushed it. Only when it is
 * this one (performance.timeOrigin is unique to each document) is the list right behind it,
 * in this page, for Back to return to; after a reload the entry is still there, its list is not.
 */
interface InsightState {
  openedFromListIn: number
}

/** Opens an insight's address over the list's, which remembers its scroll position. */
export function pushInsight(article: Article) {
  history.replaceState({ listScrollY: window.scrollY } satisfies ListState, '')
  history.pushState({ openedFromListIn: performance.timeOrigin } satisfies InsightState, '', insightPath(article))
}

/** Opens the list's address over an insight that was not opened from it (one landed on). */
export function pushList() {
  history.pushState(null, '', '/blog')
}

export const listIsBehind = () => (history.state as Partial<InsightState> | null)?.openedFromListIn === performance.timeOrigin

/** Where the list was scrolled when it was left, if its entry kept that. */
export const listScrollY = (state: unknown) => (state as Partial<ListState> | null)?.listScrollY

/** The insight the address names; none at /blog. */
export function insightInAddress() {
  const slug = /^\/blog\/([^/]+)$/.exec(location.pathname)?.[1]
  return slug === undefined ? undefined : findInsight(slug)
}
