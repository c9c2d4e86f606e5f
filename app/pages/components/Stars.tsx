import { useId } from 'react'
import { reviewsCopy } from '../../shared/content/reviews.ts'

const star = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z'
const positions = [0, 1, 2, 3, 4]

/** A part-star is filled by an SVG clip (attributes, not inline styles, for the style policy); a whole rating is text, which costs almost nothing. */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const clipId = useId()
  const clamped = Math.min(Math.max(rating, 0), 5)
  const label = reviewsCopy.rated(rating)
  if (Number.isInteger(clamped)) {
    return (
      <span className={`tracking-widest ${className}`} role="img" aria-label={label}>
        <span className="text-brass-500">{'★'.repeat(clamped)}</span>
        <span className="text-navy-200">{'★'.repeat(5 - clamped)}</span>
      </span>
    )
  }
  const shapes = positions.map((index) => <path key={index} d={star} transform={`translate(${index * 24} 0)`} />)
  return (
    <svg viewBox="0 0 120 24" className={`inline-block h-[1em] w-[5em] ${className}`} role="img" aria-label={label}>
      <clipPath id={clipId}>
        <rect width={(clamped / 5) * 120} height="24" />
      </clipPath>
      <g className="fill-navy-200">{shapes}</g>
      <g className="fill-brass-500" clipPath={`url(#${clipId})`}>
        {shapes}
      </g>
    </svg>
  )
}
