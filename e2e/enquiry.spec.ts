import { expect, holdBack, island, isReact, test } from './fixtures.ts'
import { fillEnquiry, notice, sendEnquiry, submitEnquiry } from './enquiryPage.ts'
import { storedEnquiries, storedWith, testEnquiry } from './testEnquiries.ts'
import { contrast } from './contrast.ts'
import { serviceTitles } from '../app/shared/content/serviceTitles.ts'
import { enquiryForm, enquiryNotices } from '../app/shared/content/contact.ts'
import { serviceIds } from '../app/shared/content/types.ts'
import { enquiriesPath } from '../app/shared/enquiry/enquiriesPath.ts'
import { enquiryMessages } from '../app/shared/enquiry/schema.ts'

for (const [where, path] of [
  ['the contact page', '/contact'],
  ['the home page contact section', '/#contact'],
] as const) {
  test.describe(`The enquiry form on ${where}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path)
    })

    test('an empty submission shows the four messages and a summary linking to them, moves focus to the first, and sends nothing', async ({ page, tab }) => {
      const posts: string[] = []
      page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()))
      await submitEnquiry(tab)
      for (const message of ['First name is required', 'Last name is required', 'Email address is required', 'Phone number is required']) {
        await expect(page.getByText(message)).toBeVisible()
      }
      await expect(page.getByLabel('First name')).toBeFocused()
      await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByLabel('First name')).toHaveAccessibleDescription('First name is required')
      const summary = page.getByRole('alert').filter({ hasText: 'Please check these fields before sending' })
      await expect(summary.getByRole('link')).toHaveText(['First name', 'Last name', 'Email', 'Phone'])
      await summary.getByRole('link', { name: 'Phone' }).click()
      await expect(page.getByLabel('Phone')).toBeFocused()
      expect(posts).toEqual([])
    })

    test('a valid enquiry is sent, confirmed, cleared from the form and kept by the firm', async ({ page, tab }) => {
      const enquiry = testEnquiry('valid')
      await fillEnquiry(tab, enquiry)
      let releaseResponse = () => {}
      const held = new Promise<void>((resolve) => (releaseResponse = resolve))
      await page.route(`**${enquiriesPath}`, async (route) => {
        await held
        await route.continue()
      })
      await submitEnquiry(tab)
      await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
      releaseResponse()

      // The toast, and a confirmation in the page that may carry the same words.
      const toast = page.getByRole('region', { name: /^Notifications/ })
      await expect(toast.getByText(notice.delivered)).toBeVisible()
      await expect(toast.getByText(enquiryNotices.delivered.text)).toBeVisible()
      // A confirmation stays in the page, and focus is on it rather than lost to the page's body.
      const confirmation = page.getByRole('region', { name: 'Your enquiry has reached us' })
      await expect(confirmation).toBeFocused()
      await expect(confirmation).toContainText(enquiryForm.confirmation.delivered.text)
      await expect(page.getByLabel('Email')).toHaveValue('')
      await expect(page.getByLabel('First name')).toHaveValue('')
      const stored = await storedWith(enquiry.email)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ firstName: enquiry.firstName })
    })

    test('a refused enquiry says Submission Failed and keeps what was typed', async ({ page, tab }) => {
      const enquiry = testEnquiry('refused')
      await page.route(`**${enquiriesPath}`, (route) =>
        route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: 'We could not accept this enquiry.' }) }),
      )
      await sendEnquiry(tab, enquiry)
      await expect(page.getByText('Submission Failed')).toBeVisible()
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to submit enquiry' })).toBeVisible()
      await expect(page.getByLabel('Email')).toHaveValue(enquiry.email)
      await expect(page.getByLabel('First name')).toHaveValue(enquiry.firstName)
      expect(await storedWith(enquiry.email)).toEqual([])
    })
  })
}

test('a submit checks every field, even when one already shows an error', async ({ page, tab }) => {
  await page.goto('/contact')
  await page.getByLabel('Email').fill('not-an-address')
  await page.getByLabel('Email').blur()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await submitEnquiry(tab)
  await expect(page.getByText('First name is required')).toBeVisible()
  await expect(page.getByText('Phone number is required')).toBeVisible()
  await expect(page.getByLabel('First name')).toBeFocused()
})

test('the success toast’s text stands out from its background by at least 4.5:1, and Escape dismisses it; the confirmation in the page stays', async ({
  page,
  tab,
}) => {
  await page.goto('/contact')
  await sendEnquiry(tab, testEnquiry('toast'))
  const toast = page.locator('[data-sonner-toast][data-type="success"]')
  await expect(toast).toContainText(notice.delivered)
  for (const part of [toast.locator('[data-title]'), toast.locator('[data-description]')]) {
    const [text, background] = await part.evaluate((element) => [
      getComputedStyle(element).color,
      getComputedStyle(element.closest('[data-sonner-toast]')!).backgroundColor,
    ])
    expect(contrast(text!, background!)).toBeGreaterThanOrEqual(4.5)
  }
  await page.keyboard.press('Escape')
  await expect(page.getByText(notice.delivered)).toBeHidden()
  await expect(page.getByRole('region', { name: 'Your enquiry has reached us' })).toBeVisible()
})

test('every field but the details and the area of law is marked required', async ({ page }) => {
  await page.goto('/contact')
  for (const label of ['First name', 'Last name', 'Email', 'Phone']) await expect(page.getByLabel(label)).toHaveAttribute('required', '')
  for (const label of ['How can we help?', 'Area of law', enquiryForm.heardFrom.label]) await expect(page.getByLabel(label)).not.toHaveAttribute('required')
})

test('a phone number that is no number is refused in the form, with how to write one from abroad', async ({ page, tab }) => {
  await page.goto('/contact')
  await fillEnquiry(tab, testEnquiry('short-phone'))
  await page.getByLabel('Phone').fill('617 555 0123')
  await submitEnquiry(tab)
  await expect(page.getByText(enquiryMessages.phoneInvalid)).toBeVisible()
  await expect(page.getByText(enquiryMessages.phoneInvalid)).toContainText('start with + and the country code')
  await expect(page.getByLabel('Phone')).toBeFocused()
  await page.getByLabel('Phone').fill('+353 87 123 4567')
  await submitEnquiry(tab)
  await expect(page.getByRole('region', { name: 'Your enquiry has reached us' })).toBeFocused()
})

test('an enquirer in Boston gives her number with +1: it is sent, and the firm stores it as E.164 with where she heard of us', async ({ page, tab }) => {
  await page.goto('/contact')
  const enquiry = testEnquiry('abroad', { phone: '+1 (617) 555-0123' })
  await fillEnquiry(tab, enquiry)
  await page.getByLabel(enquiryForm.heardFrom.label).selectOption({ label: enquiryForm.heardFrom.choices.recommendation })
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(enquiriesPath))
  await submitEnquiry(tab)
  await expect(page.getByRole('region', { name: 'Your enquiry has reached us' })).toBeFocused()
  // The form sends the page it was on and the choice, and the two signals of a bot; no identifier of the visitor.
  const body = (await sent).postDataJSON()
  expect(body).toMatchObject({ phone: '+16175550123', heardFrom: 'recommendation', sentFrom: '/contact', trap: '' })
  expect(body.fillMs).toBeGreaterThan(0)
  const stored = await storedWith(enquiry.email)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({ phone: '+16175550123' })
})

test('the home page’s form says it was sent from the home page, and the choice of where they heard of us is optional', async ({ page, tab }) => {
  await page.goto('/#contact')
  const heardFrom = page.getByLabel(enquiryForm.heardFrom.label)
  await expect(heardFrom.locator('option')).toHaveText([enquiryForm.heardFrom.noChoice, ...Object.values(enquiryForm.heardFrom.choices)])
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(enquiriesPath))
  await sendEnquiry(tab, testEnquiry('home-page'))
  expect((await sent).postDataJSON()).toMatchObject({ heardFrom: '', sentFrom: '/' })
})

test('a bot that fills the hidden field is told the enquiry was sent, as a person is', async ({ page, tab }) => {
  await page.goto('/contact')
  const enquiry = testEnquiry('trap')
  await fillEnquiry(tab, enquiry)
  // Hidden from people, assistive technology and the Tab key: a script finds it in the page's HTML.
  await expect(page.getByRole('textbox', { name: enquiryForm.trap, includeHidden: false })).toHaveCount(0)
  const trap = page.locator('[data-island="EnquiryForm"] input[name="cs-hold-7"]')
  await expect(trap).toHaveAttribute('autocomplete', 'off')
  await expect(trap).toHaveAttribute('tabindex', '-1')
  await trap.evaluate((input) => {
    ;(input as HTMLInputElement).value = 'https://spam.example'
  })
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(enquiriesPath))
  await submitEnquiry(tab)
  expect((await sent).postDataJSON()).toMatchObject({ trap: 'https://spam.example' })
  await expect(page.getByText(notice.delivered)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your enquiry has reached us' })).toBeFocused()
})

test('a field left empty shows its message until it is filled, not until it is left again', async ({ page }) => {
  await page.goto('/contact')
  const phone = page.getByLabel('Phone')
  await phone.focus()
  // Focus wakes the form; a field left before its code has come is checked when the form is sent.
  await expect.poll(() => isReact(island(page, 'EnquiryForm'))).toBe(true)
  await page.getByLabel('Area of law').focus()
  await expect(page.getByText('Phone number is required')).toBeVisible()
  // Back in the field, typing a good number takes the message away at once: a message that stayed
  // until the field was left would move the Submit button just as the visitor taps it.
  await phone.click()
  await phone.pressSequentially('028 7126 0000')
  await expect(phone).toBeFocused()
  await expect(page.getByText('Phone number is required')).toHaveCount(0)
})

test('the area of law comes chosen from a service page’s link, can be changed to "Not sure", and is stored', async ({ page, tab }) => {
  await page.goto('/contact?service=licensing')
  const area = page.getByLabel('Area of law')
  await expect(area).toHaveValue('licensing')
  const licensing = testEnquiry('area-linked')
  await fillEnquiry(tab, licensing)
  await expect(area).toHaveValue('licensing')
  await expect(area.locator('option')).toHaveText(['Choose one (optional)', ...serviceIds.map((id) => serviceTitles[id]), 'Not sure'])
  await submitEnquiry(tab)
  await expect(page.getByRole('region', { name: 'Your enquiry has reached us' })).toBeVisible()

  const notSure = testEnquiry('area-not-sure')
  await fillEnquiry(tab, notSure)
  await area.selectOption({ label: 'Not sure' })
  await submitEnquiry(tab)
  await expect(page.getByRole('region', { name: 'Your enquiry has reached us' })).toBeVisible()
  const stored = await storedEnquiries()
  expect(stored.find((e) => e.email === licensing.email)?.serviceType).toBe('licensing')
  expect(stored.find((e) => e.email === notSure.email)?.serviceType).toBe('not-sure')
})

test.describe('before the form has its code', () => {
  test('an enquiry typed and sent before the form has its code is kept and sent once that arrives', async ({ page, tab }) => {
    const release = await holdBack(page, 'EnquiryForm')
    await page.goto('/contact')
    const enquiry = testEnquiry('early')
    await sendEnquiry(tab, enquiry)
    await expect(page).toHaveURL('/contact')
    await release()
    // The kept enquiry goes at the outbox's next try after the code arrives, seconds later on a
    // busy machine: wait for it to be stored, then for the page to say so.
    await expect.poll(async () => (await storedWith(enquiry.email)).length, { timeout: 30_000 }).toBe(1)
    await expect(page.getByText(notice.delivered)).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('')
    expect(await storedWith(enquiry.email)).toHaveLength(1)
  })
})
