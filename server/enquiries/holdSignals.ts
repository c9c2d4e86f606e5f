import type { HoldReason } from '../../app/shared/enquiry/enquiryRecord.ts'

/** Faster than this from first keystroke to Submit is a script: a person takes longer just to type a name. */
export const minimumFillMs = 3000

/**
 * The trap is hidden from people and named so autofill does not recognise it. No figure (queued before
 * the form measured it) is no signal. Such enquiries are held for staff, never refused.
 */
export function holdReasons({ trap, fillMs }: { trap: string; fillMs?: number }): HoldReason[] {
  const reasons: HoldReason[] = []
  if (trap.trim() !== '') reasons.push('trap-filled')
  if (fillMs !== undefined && fillMs < minimumFillMs) reasons.push('too-fast')
  return reasons
}
