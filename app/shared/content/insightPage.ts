import { firm, freeOffer } from './firm.ts'
import type { Article } from './types.ts'

/** The copy of an insight read on its own, at /blog/{slug} or in place on /blog. */
export const insightPage = {
  back: 'Back to Legal Insights',
  share: 'Share',
  linkCopied: 'Link copied',
  linkNotCopied: 'The link could not be copied; copy it from the address bar',
  outcome: 'Outcome',
  support: {
    heading: 'Need Legal Support?',
    text: `Every situation is different. Tell us about yours in a confidential enquiry, and ask for ${freeOffer.term}.`,
  },
  published: 'Published',
  updated: 'Updated',
  disclaimer:
    'This article reflects the law in Northern Ireland at the date shown; it is not legal advice for your situation. Any client or case it describes is an invented, illustrative example.',
} as const

/**
 * An insight's title where it is read without the article around it (the tab, a search result, a
 * link preview, a headline in structured data): a case study's says it is illustrative there too.
 */
export const standaloneTitle = (article: Article) => (article.caseStudy ? `Illustrative case study: ${article.title}` : article.title)

/** The insight page's title, also given to the tab when the insight opens in place. */
export const insightTitle = (article: Article) => `${standaloneTitle(article)} | ${firm.name}`
