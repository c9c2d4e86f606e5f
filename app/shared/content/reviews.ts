import type { RatingSummary, Review, ReviewSource } from './types.ts'

/** Labelled samples: a real firm's reviews each need a source and date (DMCC Act 2024, Sch. 20); content.test.ts refuses samples once real. */
const sample: ReviewSource = { kind: 'sample' }

/** Newest first: the home page shows the three most recent and keeps the rest a tap away. */
export const reviews: Review[] = [
  {
    author_name: 'Siobhan M.',
    rating: 5,
    text: 'After my fall at work I had no idea where to start. Ciarán explained everything in plain English, arranged the medical report and dealt with the insurers so I could concentrate on getting better. I was kept up to date the whole way through and never once felt like just a file number. I would recommend Clarendon Solicitors to anyone.',
    date: '2026-10-29',
    source: sample,
  },
  {
    author_name: 'Martin D.',
    rating: 5,
    text: 'We bought our first home last spring and the conveyancing team made it so much less stressful than we expected. Every question was answered the same day, the problem with an old right of way was sorted quietly in the background, and we got the keys on the day we had planned. Friendly, professional and very clear about costs from the start.',
    date: '2026-09-12',
    source: sample,
  },
  {
    author_name: 'Kathleen O.',
    rating: 5,
    text: 'When my mother’s health declined, Orla helped us register her Enduring Power of Attorney and later looked after the estate with real kindness. She visited Mum at home, took time with all of us and never rushed a conversation. It was a difficult year for our family, and the firm made the legal side the one thing we did not have to worry about.',
    date: '2026-07-18',
    source: sample,
  },
  {
    author_name: 'Gerard B.',
    rating: 5,
    text: 'We needed a licence transferred when we took over a bar on the edge of the city, with an opening date already fixed. The team knew exactly what the court would need, kept us right on the notices and had everything ready in good time. Calm, organised and very experienced.',
    date: '2026-05-07',
    source: sample,
  },
  {
    author_name: 'Aoife K.',
    rating: 4,
    text: 'Going through a separation is hard, but Niamh and Eamon were patient and honest with me about what to expect, including on the arrangements for the children. Things took a little longer than I had hoped because of delays on the other side, but I always knew where I stood and felt well looked after.',
    date: '2026-03-20',
    source: sample,
  },
  {
    author_name: 'Stephen H.',
    rating: 5,
    text: 'I called on a Friday afternoon after being asked to attend a police interview and a solicitor was with me the following Monday. The advice beforehand was clear and calm, and he was with me throughout. Having someone in my corner who knew the process made a huge difference. Thank you.',
    date: '2025-11-14',
    source: sample,
  },
]

export const reviewsShownOpen = 3

type PlatformRating = Extract<RatingSummary, { basis: 'platform' }>

/** None while the firm is fictional, so the rating shown is computed from the reviews on the page. */
const platformRating: PlatformRating | null = null

export function averageOf(list: Review[]): RatingSummary {
  const total = list.reduce((sum, review) => sum + review.rating, 0)
  return { basis: 'reviews shown', average: Math.round((total / list.length) * 10) / 10, count: list.length }
}

export const ratingSummary: RatingSummary = platformRating ?? averageOf(reviews)

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
/** "29 October 2026": a review's date as a date, which never goes stale as "3 weeks ago" does. */
export const reviewDate = (iso: string) => longDate.format(new Date(`${iso}T00:00:00Z`))

export function ratingSummaryText(summary: RatingSummary) {
  const figure = `${summary.average.toFixed(1)} out of 5`
  if (summary.basis === 'platform') return `${figure} from ${summary.count} reviews on ${summary.platform}, as read on ${reviewDate(summary.readOn)}`
  const kind = reviews.every((review) => review.source.kind === 'sample') ? 'sample reviews' : 'reviews'
  return `${figure}, the average of the ${summary.count} ${kind} on this page`
}

export function sourceLabel(source: ReviewSource) {
  if (source.kind === 'platform') return `Review on ${source.name}`
  return source.kind === 'sample' ? 'Sample review' : 'Received by the firm'
}

export const reviewsCopy = {
  samplesNotice: 'Sample reviews, written for this demonstration: the firm and its clients are fictional.',
  readAll: (count: number) => `Read all ${count} reviews`,
  rated: (rating: number) => `Rated ${rating} out of 5`,
}
