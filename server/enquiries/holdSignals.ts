import type { HoldReason } from '../../app/shared/enquiry/enquiryRecord.ts'

/** Faster than this from first keystroke to Submit is a script: a person takes longer just to type a name. */
export const minimumFillMs = 3000

/**
 * The trap is hidden from people and named so autofill does not recognise it: a filled one holds the
 * enquiry for staff, never refuses it. Speed alone holds nothing, since a person whose browser fills
 * the form in is as quick as a script; it is named beside the trap. The form always sends its
 * timing, so an enquiry without one came from elsewhere and cannot be judged: it is held too.
 */
export function holdReasons({ trap, fillMs }: { trap: string; fillMs?: number }): HoldReason[] {
  if (trap.trim() !== '') return ['trap-filled', ...(fillMs !== undefined && fillMs < minimumFillMs ? (['too-fast'] as const) : [])]
  return fillMs === undefined ? ['no-timing'] : []
}
