import type { HoldReason } from '../../app/shared/enquiry/enquiryRecord.ts'

/** Faster than this from first keystroke to Submit is a script: a person takes longer just to type a name. */
export const minimumFillMs = 3000

/**
 * A filled trap holds the enquiry for staff, never refuses it. Speed alone holds nothing (autofill is as
 * quick as a script); it is named beside the trap. The form always sends its timing, so an enquiry
 * without one came from elsewhere and cannot be judged: it is held too.
 */
export function holdReasons({ trap, fillMs }: { trap: string; fillMs?: number }): HoldReason[] {
  if (trap.trim() !== '') return ['trap-filled', ...(fillMs !== undefined && fillMs < minimumFillMs ? (['too-fast'] as const) : [])]
  return fillMs === undefined ? ['no-timing'] : []
}
