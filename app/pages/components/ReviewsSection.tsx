import { reviews, reviewSummary } from '../../shared/content/reviews.ts'
import { Stars } from './Stars.tsx'

const shownReviews = reviews.slice(0, 3)

export function ReviewsSection({ heading, intro }: { heading: string; intro: string }) {
  return (
    <section className="bg-parchment" aria-labelledby="reviews-heading">
      <div className="page-container section-y">
        <div className="text-center">
          <h2 id="reviews-heading" className="heading-lg text-navy-900">
            {heading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-ink-soft">{intro}</p>
          <p className="mt-5 inline-flex flex-wrap items-center justify-center gap-3 rounded-full bg-white px-5 py-2 shadow-sm">
            <Stars rating={reviewSummary.rating} className="text-xl" />
            <span className="font-semibold text-navy-900">{`${reviewSummary.rating} out of 5 based on ${reviewSummary.count} reviews`}</span>
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {shownReviews.map((review) => (
            <li key={review.author_name} className="card flex flex-col p-6">
              <Stars rating={review.rating} />
              <blockquote className="mt-4 flex-1">
                <p className="line-clamp-4 text-ink">{review.text}</p>
              </blockquote>
              <p className="mt-4 text-sm">
                <span className="font-semibold text-navy-900">{review.author_name}</span>
                <span className="text-ink-soft"> · {review.relative_time_description}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
