/** What the form sends beside the fields, first keystroke to Submit: without it an enquiry is held. */
export const formTiming = { fillMs: 30_000 }
