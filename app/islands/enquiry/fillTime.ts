/** Stamped by the page loader (pageLoader.ts), which sees the first keystroke before the island is React. */
const firstInputAt = (form: HTMLFormElement) => Number(form.dataset.firstInput) || undefined

/** First keystroke to the sending Submit, a sign of a bot; an early Submit that only shows what is missing does not end the count. */
export function fillTime(form: HTMLFormElement, now = Date.now()) {
  const start = firstInputAt(form)
  return start === undefined ? 0 : Math.max(0, Math.round(now - start))
}

export function forgetFillTime(form: HTMLFormElement) {
  delete form.dataset.firstInput
}
