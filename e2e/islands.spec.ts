import type { Page } from '@playwright/test'
import { expect, holdBack, island, islandsRunning, isReact, test } from './fixtures.ts'

/**
 * When an island hydrates is written in the page (data-hydrate, chosen where the page places
 * it), and the site's pages use `use` and `demand` today. These tests change what a real page
 * says, as a page that chose otherwise would, and check what the visitor gets.
 */
async function serveChanged(page: Page, path: string, change: (html: string) => string) {
  await page.route(path, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: change(await response.text()) })
  })
}

test('an island marked idle becomes React once the page has loaded, with nobody touching it', async ({ page }) => {
  await serveChanged(page, '/contact', (html) => html.replace('data-island="EnquiryForm" data-hydrate="use"', 'data-island="EnquiryForm" data-hydrate="idle"'))
  await page.goto('/contact')
  await expect.poll(() => isReact(island(page, 'EnquiryForm')), { timeout: 10_000 }).toBe(true)
})

test('an island marked visible becomes React when it nears the screen, not before', async ({ page }) => {
  await serveChanged(page, '/', (html) => html.replace('data-island="EnquiryForm" data-hydrate="use"', 'data-island="EnquiryForm" data-hydrate="visible"'))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const form = island(page, 'EnquiryForm')
  expect(await isReact(form)).toBe(false)
  await form.locator('form').scrollIntoViewIfNeeded()
  await expect.poll(() => isReact(form)).toBe(true)
})

test('two copies of an island on one page each work on their own', async ({ page }) => {
  await serveChanged(page, '/contact', (html) => {
    const start = html.indexOf('<div data-island="EnquiryForm"')
    const end = html.indexOf('</form></div>', start) + '</form></div>'.length
    const original = html.slice(start, end)
    const prefix = /data-id-prefix="([^"]+)"/.exec(original)![1]!
    return html.slice(0, end) + original.replaceAll(prefix, 'EnquiryForm-second-') + html.slice(end)
  })
  await page.goto('/contact')
  const [first, second] = [island(page, 'EnquiryForm').nth(0), island(page, 'EnquiryForm').nth(1)]
  await second.getByLabel('First Name').fill('Aoife')
  await second.getByRole('button', { name: 'Submit Enquiry' }).click()
  await expect(second.getByText('Phone number is required')).toBeVisible()
  await expect(second.getByLabel('First Name')).toHaveValue('Aoife')
  await expect(first.getByText('Phone number is required')).toBeHidden()
  await expect(first.getByLabel('First Name')).toHaveValue('')
})

test.describe('before the form has its code', () => {
  test("a Submit before the form is React shows the browser's message on the first field the form requires, then the form's own", async ({ page }) => {
    // The mechanism is the page loader's; the constraints are the form's (required, type="email").
    await serveChanged(page, '/contact', (html) => html.replace('name="firstName"', 'name="firstName" required'))
    const releaseForm = await holdBack(page, 'EnquiryForm')
    await page.goto('/contact')
    await islandsRunning(page)
    const form = island(page, 'EnquiryForm')
    await form.getByRole('button', { name: 'Submit Enquiry' }).click()
    await expect(form.getByLabel('First Name')).toBeFocused()
    expect(await form.getByLabel('First Name').evaluate((field) => (field as HTMLInputElement).validationMessage)).not.toBe('')
    await releaseForm()
    await expect(form.getByText('Phone number is required')).toBeVisible()
  })

  test('the area of law a service page links with is chosen in the first frame that shows the form, and stays chosen once it is React', async ({ page }) => {
    // What the select reads in every frame the browser draws while the page loads: a frame's
    // animation callbacks run just before it is painted.
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { areaSeen: seen })
      const look = () => {
        const select = document.querySelector<HTMLSelectElement>('[data-island="EnquiryForm"] select[name="serviceType"]')
        if (select) seen.push(select.value)
        if (document.readyState !== 'complete' || seen.length < 3) requestAnimationFrame(look)
      }
      requestAnimationFrame(look)
    })
    const releaseForm = await holdBack(page, 'EnquiryForm')
    await page.goto('/contact?service=family-law')
    await islandsRunning(page)
    const form = island(page, 'EnquiryForm')
    const area = form.getByLabel('Area of law')
    await expect(area).toHaveValue('family-law')
    expect(await isReact(form)).toBe(false)
    const seen = await page.evaluate(() => (window as unknown as { areaSeen: string[] }).areaSeen)
    expect(seen.length).toBeGreaterThan(0)
    expect(new Set(seen)).toEqual(new Set(['family-law']))
    // Touching the form wakes it; it starts from the same choice.
    await form.getByLabel('First Name').focus()
    await releaseForm()
    await expect.poll(() => isReact(form)).toBe(true)
    await expect(area).toHaveValue('family-law')
  })

  test('an address naming no area of law leaves the choice to the visitor', async ({ page }) => {
    await page.goto('/contact?service=<script>')
    await islandsRunning(page)
    await expect(island(page, 'EnquiryForm').getByLabel('Area of law')).toHaveValue('')
  })
})
