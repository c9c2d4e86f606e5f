import { ratingSummary, ratingSummaryText, reviewDate, reviews, reviewsCopy, reviewsShownOpen, sourceLabel } from '../../shared/content/reviews.ts'
import type { Review } from '../../shared/content/types.ts'
import { Stars } from './Stars.tsx'

const open = reviews.slice(0, reviewsShownOpen)
const more = reviews.slice(reviewsShownOpen)
const anySamples = reviews.some((review) => review.source.kind === 'sample')
/** An invented review's rating, or an average of invented ratings, would claim what nobody said. */
const showRatings = !anySamples

function ReviewCard({ review }: { review: Review }) {
  return (
    <li className="card flex flex-col p-6">
      {showRatings && <Stars rating={review.rating} />}
      <blockquote className={`flex-1 ${showRatings ? 'mt-4' : ''}`}>
        <p className="line-clamp-4 text-ink">{review.text}</p>
      </blockquote>
      <p className="mt-4 text-sm">
        <span className="font-semibold text-navy-900">{review.author_name}</span>
        <span className="text-ink-soft">
          {' · '}
          <time dateTime={review.date}>{reviewDate(review.date)}</time>
        </span>
        <br />
        <span className="text-ink-soft">{sourceLabel(review.source)}</span>
      </p>
    </li>
  )
}

/** Real reviews only get a rating, computed from the page's reviews or a platform's (decisions 0024, 0040). */
export function ReviewsSection({ heading, intro }: { heading: string; intro: string }) {
  return (
    <section className="bg-parchment" aria-labelledby="reviews-heading">
      <div className="page-container section-y">
        <div className="text-center">
          <h2 id="reviews-heading" className="heading-lg text-navy-900">
            {heading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-ink-soft">{intro}</p>
          {showRatings && (
            <p className="mt-5 inline-flex flex-wrap items-center justify-center gap-3 rounded-3xl bg-white px-5 py-2 shadow-sm">
              <Stars rating={ratingSummary.average} className="text-xl" />
              <span className="font-semibold text-navy-900">{ratingSummaryText(ratingSummary)}</span>
            </p>
          )}
          {anySamples && <p className="mx-auto mt-3 max-w-2xl text-sm text-ink-soft">{reviewsCopy.samplesNotice}</p>}
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {open.map((review) => (
            <ReviewCard key={review.author_name} review={review} />
          ))}
        </ul>
        {more.length > 0 && (
          <details className="mt-6">
            <summary className="cursor-pointer text-center font-semibold text-navy-700 link-underline">{reviewsCopy.readAll(reviews.length)}</summary>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {more.map((review) => (
                <ReviewCard key={review.author_name} review={review} />
              ))}
            </ul>
          </details>
        )}
      </div>
    </section>
  )
}
