import { firm } from '../../shared/content/firm.ts'
import { fictionalNotice } from '../../shared/content/fictionalNotice.ts'

/** First on every page while the firm is fictional (decision 0045); no close button: a notice dismissed once would be gone for the next page's reader. */
export function TopNotice() {
  if (!firm.fictional) return null
  const { text, help, href } = fictionalNotice.top
  return (
    // A landmark of its own, as everything on the page sits in one.
    <aside id="demonstration-notice" aria-label={fictionalNotice.heading} className="bg-brass-100 px-4 py-2 text-center text-sm text-ink">
      <strong>{text}</strong>{' '}
      <a href={href} className="link-underline whitespace-nowrap text-navy-900" rel="noopener noreferrer">
        {help}
      </a>
    </aside>
  )
}
