/**
 * When the visitor first typed into the form (or autofill or a paste filled it): the page loader
 * stamps it on the form (app/islandRuntime/pageLoader.ts), as it sees that first keystroke even
 * before the island is React.
 */
const firstInputAt = (form: HTMLFormElement) => Number(form.dataset.firstInput) || undefined

/**
 * How long the visitor took to fill the form, in ms: from the first keystroke to the Submit that
 * sends it (0 when nothing was ever typed). One sign of a bot among others; it holds an enquiry
 * for review, never refuses it. A Submit pressed early to see which fields are needed does not
 * end the count, or a person who did so would look as quick as a bot.
 */
export function fillTime(form: HTMLFormElement, now = Date.now()) {
  const start = firstInputAt(form)
  return start === undefined ? 0 : Math.max(0, Math.round(now - start))
}

/** The form is empty again, for another enquiry with its own fill time. */
export function forgetFillTime(form: HTMLFormElement) {
  delete form.dataset.firstInput
}
