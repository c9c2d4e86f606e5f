import { firm } from '../../shared/content/firm.ts'
import { fictionalNotice } from '../../shared/content/fictionalNotice.ts'

/** Decision 0025. `fictional` is a prop only so a test can show the notice goes when the flag does. */
export function FictionalNotice({ className = '', fictional = firm.fictional }: { className?: string; fictional?: boolean }) {
  if (!fictional) return null
  return (
    <p className={`text-sm ${className}`}>
      <strong>{fictionalNotice.heading}.</strong> {fictionalNotice.text}
    </p>
  )
}
