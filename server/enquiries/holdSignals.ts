import type { HoldReason } from '../../app/shared/enquiry/enquiryRecord.ts'

/**
 * Faster than this from the first keystroke to Submit is a script, not a person: a person takes
 * several seconds just to type a name, an address and a phone number.
 */
export const minimumFillMs = 3000

/**
 * Why an enquiry looks like spam, if it does: a filled trap field (hidden from people, named so
 * autofill does not recognise it) or a form filled too fast. No figure (an enquiry queued in an
 * outbox before the form measured it) is no signal. Such enquiries are held for staff, never refused.
 */
export function holdReasons({ trap, fillMs }: { trap: string; fillMs?: number }): HoldReason[] {
  const reasons: HoldReason[] = []
  if (trap.trim() !== '') reasons.push('trap-filled')
  if (fillMs !== undefined && fillMs < minimumFillMs) reasons.push('too-fast')
  return reasons
}
