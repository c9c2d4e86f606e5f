import type { PossibleConflict } from '../staffApi.ts'

/** The inbox's possible conflicts (app/staff/enquiry/PossibleConflicts.tsx), apart from staffCopy: only an enquiry's screen loads it. */
export const conflictsCopy = {
  heading: 'Possible conflicts',
  intro: 'Check these before anyone takes this enquiry: the firm may not be able to act.',
  more: (count: number) => `And ${count} more: search the inbox for the names.`,
  none: 'No possible conflicts among the enquiries in the inbox. This is not a check of the firm’s client files.',
  reasons: {
    'their-enquirer-is-named-here': 'Sent by the party this enquiry names',
    'they-name-this-enquirer': 'Names this enquirer as the other party',
  } satisfies Record<PossibleConflict['reasons'][number], string>,
}
