import { expect, it } from 'vitest'
import { fillTime, forgetFillTime } from './fillTime.ts'

/** A form as the page loader leaves it: the first keystroke stamped in its dataset, or not yet. */
const formStamped = (firstInput?: number) => ({ dataset: firstInput === undefined ? {} : { firstInput: String(firstInput) } }) as unknown as HTMLFormElement

it('counts from the first keystroke to the Submit that sends the enquiry', () => {
  expect(fillTime(formStamped(1_000_000), 1_042_500)).toBe(42_500)
})

it('is 0 for a form sent without a keystroke, as a script that sets the values would send it', () => {
  expect(fillTime(formStamped(), 1_042_500)).toBe(0)
})

it('starts again for the next enquiry once the form is emptied', () => {
  const form = formStamped(1_000_000)
  forgetFillTime(form)
  expect(fillTime(form, 1_042_500)).toBe(0)
})
