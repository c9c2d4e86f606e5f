/** The answers to the form's optional "How did you hear about us?", as stored; their words are in the content. */
export const heardFromChoices = ['search-engine', 'recommendation', 'returning-client', 'social-media', 'local-press', 'other'] as const
export type HeardFrom = (typeof heardFromChoices)[number]
