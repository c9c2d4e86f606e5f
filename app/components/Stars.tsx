const starPoints = '12.0,1.5 14.7,8.8 22.5,9.1 16.4,13.9 18.5,21.4 12.0,17.1 5.5,21.4 7.6,13.9 1.5,9.1 9.3,8.8'

/** Five stars, the first floor(rating) filled (spec section 9). */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const filled = Math.floor(rating)
  return (
    <span className={`inline-flex gap-0.5 ${className}`} role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" className={star <= filled ? 'text-brass-500' : 'text-navy-200'}>
          <polygon points={starPoints} fill="currentColor" />
        </svg>
      ))}
    </span>
  )
}
