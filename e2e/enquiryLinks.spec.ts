import { enquiryLabel } from '../app/shared/content/enquiryCall.ts'
import { errorPages, sitePages } from '../app/shared/site.ts'
import { expect, test } from './fixtures.ts'

// The links are in each page's HTML: no wait for what loads after the document.

test('every link to the enquiry form, on every page, reads the one label', async ({ page }) => {
  const pages = [...sitePages, errorPages.notFound]
  // Every page, one after another: the time of a test for each.
  test.setTimeout(pages.length * 10_000)
  const labels: Record<string, string[]> = {}
  for (const path of pages) {
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    // The form is /contact (with a practice area or not) and, on the home page, its #contact section.
    // "Contact" in the menu and the footer names the page, as every other item there does.
    const found = await page
      .locator('a[href^="/contact"], a[href="#contact"]')
      .evaluateAll((links) =>
        links.filter((link) => !(link.closest('header nav li, footer') && link.textContent?.trim() === 'Contact')).map((link) => link.textContent!.trim()),
      )
    for (const label of found) labels[label] = [...(labels[label] ?? []), path]
  }
  expect(Object.keys(labels)).toEqual([enquiryLabel])
  // The header's button on every page, and more: the test is not passing on an empty list.
  expect(labels[enquiryLabel]!.length).toBeGreaterThan(sitePages.length)
})

test.describe('the home page on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } })

  test('its hero leads to the enquiry and offers a call, on the first screen', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('main section').first()
    await expect(hero.getByRole('link', { name: enquiryLabel })).toBeInViewport()
    await expect(hero.getByRole('link', { name: 'Call 028 9649 6000' })).toBeInViewport()
    await expect(hero.getByRole('link', { name: 'Call 028 9649 6000' })).toHaveAttribute('href', 'tel:+442896496000')
  })

  test('lists the practice areas once', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('main').getByRole('link', { name: 'Criminal Defence' })).toHaveCount(1)
  })
})
