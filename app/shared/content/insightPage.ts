import { firm, freeOffer } from './firm.ts'
import type { Article } from './types.ts'

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

/** Where the title is read without the article (tab, search result, link preview), a case study says it is illustrative. */
export const standaloneTitle = (article: Article) => (article.caseStudy ? `Illustrative case study: ${article.title}` : article.title)

export const insightTitle = (article: Article) => `${standaloneTitle(article)} | ${firm.name}`
