/** Five stars, the first floor(rating) filled (docs/specification.md, "Business constants and limits"); text, so they cost the page almost nothing. */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const filled = Math.floor(rating)
  return (
    <span className={`tracking-widest ${className}`} role="img" aria-label={`Rated ${rating} out of 5`}>
      <span className="text-brass-500">{'★'.repeat(filled)}</span>
      <span className="text-navy-200">{'★'.repeat(5 - filled)}</span>
    </span>
  )
}
