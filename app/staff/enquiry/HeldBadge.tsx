import { staffCopy } from '../../shared/content/staff.ts'

/** Held as suspected spam: said in words, on the warning colour, beside the status. */
export function HeldBadge() {
  return <span className="inline-block rounded-full bg-rust-light px-2.5 py-0.5 text-sm font-semibold text-rust ring-1 ring-rust">{staffCopy.inbox.held}</span>
}
