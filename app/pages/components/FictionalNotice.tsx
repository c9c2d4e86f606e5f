import { firm } from '../../shared/content/firm.ts'
import { fictionalNotice } from '../../shared/content/fictionalNotice.ts'

/**
 * "This firm and everyone named are fictional": shown while `firm.fictional` is true (decision
 * 0025), in every page's footer and on About and Team. `fictional` is a prop only so a test can
 * show the notice goes when the flag does.
 */
export function FictionalNotice({ className = '', fictional = firm.fictional }: { className?: string; fictional?: boolean }) {
  if (!fictional) return null
  return (
    <p className={`text-sm ${className}`}>
      <strong>{fictionalNotice.heading}.</strong> {fictionalNotice.text}
    </p>
  )
}
