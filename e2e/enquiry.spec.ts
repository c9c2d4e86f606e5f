import { expect, holdBackIsland, test } from './fixtures.ts'
import { fillEnquiry, storedEnquiries, uniqueEmail } from './enquiryHelpers.ts'

for (const [where, path] of [
  ['the contact page', '/contact'],
  ['the home page contact section', '/#contact'],
] as const) {
  test.describe(`The enquiry form on ${where}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path)
    })

    test('an empty submission shows the four messages, moves focus to the first, and sends nothing', async ({ page }) => {
      const posts: string[] = []
      page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()))
      await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
      for (const message of ['First name is required', 'Last name is required', 'Please enter a valid email address', 'Phone number is required']) {
        await expect(page.getByText(message)).toBeVisible()
      }
      await expect(page.getByLabel('First name')).toBeFocused()
      await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByLabel('First name')).toHaveAccessibleDescription('First name is required')
      expect(posts).toEqual([])
    })

    test('a valid enquiry is sent, confirmed, cleared from the form and kept by the firm', async ({ page }) => {
      const email = uniqueEmail('valid')
      await fillEnquiry(page, email)
      let releaseResponse = () => {}
      const held = new Promise<void>((resolve) => (releaseResponse = resolve))
      await page.route('**/api/consultation-requests', async (route) => {
        await held
        await route.continue()
      })
      await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
      await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
      releaseResponse()

      await expect(page.getByText('Enquiry Submitted')).toBeVisible()
      await expect(page.getByText("Thank you for your enquiry. We'll be in touch within 24 hours.")).toBeVisible()
      await expect(page.getByLabel('Email')).toHaveValue('')
      await expect(page.getByLabel('First name')).toHaveValue('')
      const stored = (await storedEnquiries(page)).filter((e) => e.email === email)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ firstName: 'Aoife' })
    })

    test('a refused enquiry says Submission Failed and keeps what was typed', async ({ page }) => {
      const email = uniqueEmail('refused')
      await page.route('**/api/consultation-requests', (route) =>
        route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: 'We could not accept this enquiry.' }) }),
      )
      await fillEnquiry(page, email)
      await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
      await expect(page.getByText('Submission Failed')).toBeVisible()
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to submit enquiry' })).toBeVisible()
      await expect(page.getByLabel('Email')).toHaveValue(email)
      await expect(page.getByLabel('First name')).toHaveValue('Aoife')
      expect((await storedEnquiries(page)).filter((e) => e.email === email)).toEqual([])
    })
  })
}

test('a submit checks every field, even when one already shows an error', async ({ page }) => {
  await page.goto('/contact')
  await page.getByLabel('Email').fill('not-an-address')
  await page.getByLabel('Email').blur()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
  await expect(page.getByText('First name is required')).toBeVisible()
  await expect(page.getByText('Phone number is required')).toBeVisible()
  await expect(page.getByLabel('First name')).toBeFocused()
})

test('a toast can be dismissed with Escape', async ({ page }) => {
  await page.goto('/contact')
  await fillEnquiry(page, uniqueEmail('toast'))
  await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
  await expect(page.getByText('Enquiry Submitted')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByText('Enquiry Submitted')).toBeHidden()
})

test('an enquiry typed and sent before the form has its code is kept and sent once that arrives', async ({ page }) => {
  const release = await holdBackIsland(page, 'EnquiryForm')
  await page.goto('/contact')
  const email = uniqueEmail('early')
  await fillEnquiry(page, email)
  await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
  await expect(page).toHaveURL('/contact')
  release()
  await expect(page.getByText('Enquiry Submitted')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('')
  expect((await storedEnquiries(page)).filter((e) => e.email === email)).toHaveLength(1)
})
