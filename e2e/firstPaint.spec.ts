import type { Page } from '@playwright/test'
import { expect, holdBack, islandsRunning, serviceWorkerInCharge, sitePages, test } from './fixtures.ts'

/**
 * A first visit needs nothing but the page's own HTML for its first frame, icons included: the
 * islands' code and the heading font wait until after it (app/islandRuntime/pageLoader.ts).
 */

/** What the page asked for before its first paint, but images and the tab's icon, which the browser fetches when it likes. */
const fetchedBeforeFirstPaint = (page: Page) =>
  page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-paint')[0]!.startTime
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < firstPaint && (entry as PerformanceResourceTiming).initiatorType !== 'img')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path !== '/images/favicon.ico')
  })

for (const path of ['/', '/contact']) {
  test(`a first visit to ${path} asks for nothing but the page before its first paint, and the rest after it`, async ({ page }) => {
    await page.goto(path)
    await islandsRunning(page)
    expect(await fetchedBeforeFirstPaint(page)).toEqual([])
  })
}

test('on a slow connection the first paint shows the opening section whole, before the rest of the page has arrived', async ({ page }) => {
  // When the opening section was parsed whole (the next one begun), seen from inside the page.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.getElementById('first-screen')?.nextElementSibling) return
      ;(window as unknown as { firstScreenAt: number }).firstScreenAt = performance.now()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  // The home page's 16 KB then take four seconds to arrive, its opening section about three.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 4_000, uploadThroughput: 4_000 })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
  const { firstPaint, firstScreenAt, parsedAt } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    firstScreenAt: (window as unknown as { firstScreenAt: number }).firstScreenAt,
    parsedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
  }))
  expect(parsedAt - firstScreenAt).toBeGreaterThan(500)
  expect(firstPaint).toBeGreaterThanOrEqual(firstScreenAt)
  expect(firstPaint).toBeLessThan(parsedAt)
})

test('the home page asks for no drawing: its icons, logo and map are in its own HTML, its tab icon a bitmap', async ({ page }) => {
  await page.goto('/')
  // Far enough down for a lazily loaded picture of the map to have been asked for.
  await page.getByRole('button', { name: 'Show interactive map' }).scrollIntoViewIfNeeded()
  await page.waitForLoadState('load')
  const drawings = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      // The islands fetch the whole sprite as text, for icons drawn once an island is used.
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.svg')),
  )
  expect(drawings).toEqual([])
  await expect(page.locator('header a[href="/"] svg')).toBeVisible()
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/images/favicon.ico')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } })

  test("every page draws the menu button's icon and the page's other icons from its own HTML", async ({ page }) => {
    test.setTimeout(90_000)
    for (const [path] of sitePages) {
      await page.goto(path)
      // The box of a <use> is that of the geometry it draws: none when the page lacks its symbol.
      const menuIcon = await page.getByRole('button', { name: 'Open menu' }).locator('use').boundingBox()
      expect(menuIcon?.width, path).toBeGreaterThan(10)
      const phoneIcon = await page.locator('header use[href$="#phone"]').boundingBox()
      expect(phoneIcon?.width, path).toBeGreaterThan(5)
    }
  })
})

test('a form submitted before the islands code has arrived is held, then checked as usual', async ({ page }) => {
  const releaseEntry = await holdBack(page, 'main')
  await page.goto('/contact', { waitUntil: 'commit' })
  const form = page.locator('[data-island="EnquiryForm"] form')
  await form.getByLabel('First Name').fill('Aoife')
  await form.getByRole('button', { name: 'Submit Enquiry' }).click()
  await releaseEntry()
  await expect(form.getByText('Phone number is required')).toBeVisible()
  await expect(form.getByLabel('First Name')).toHaveValue('Aoife')
  expect(new URL(page.url()).search).toBe('')
})

test('a field typed into before the islands code has arrived is checked once it has', async ({ page }) => {
  const releaseEntry = await holdBack(page, 'main')
  await page.goto('/contact', { waitUntil: 'commit' })
  const form = page.locator('[data-island="EnquiryForm"] form')
  await form.getByLabel('Email').fill('not-an-address')
  await form.getByLabel('Email').blur()
  await releaseEntry()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveValue('not-an-address')
})

test('a tap on the menu before the islands code has arrived opens it at once, and React takes it over as it is', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const releaseEntry = await holdBack(page, 'main')
  await page.goto('/')
  const team = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team', exact: true })
  await expect(team).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(team).toBeVisible()
  await releaseEntry()
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(team).toBeHidden()
})

test('Escape closes a menu opened before the islands code has arrived, and focus goes back to its toggle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const releaseEntry = await holdBack(page, 'main')
  await page.goto('/')
  const team = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team', exact: true })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(team).toBeVisible()
  await team.focus()
  await page.keyboard.press('Escape')
  await expect(team).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  await releaseEntry()
  await islandsRunning(page)
  // React takes the menu over closed, as the visitor left it: one press opens it.
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
  await expect(team).toBeVisible()
})

test('a menu opened before the islands code has arrived closes when focus moves past it, or on a tap outside it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const releaseEntry = await holdBack(page, 'main')
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  const menu = page.getByRole('navigation', { name: 'Main' })
  const team = menu.getByRole('link', { name: 'Team', exact: true })
  await toggle.click()
  await menu.getByRole('link', { name: 'Make an Enquiry' }).focus()
  await page.keyboard.press('Tab')
  await expect(team).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await toggle.click()
  await expect(team).toBeVisible()
  await page.mouse.click(180, 700)
  await expect(team).toBeHidden()
  await releaseEntry()
  await islandsRunning(page)
  // React takes the menu over closed, as the visitor left it: one press opens it.
  await toggle.click()
  await expect(team).toBeVisible()
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('headings use the fallback on a first visit, and the web font once the service worker has it', async ({ page }) => {
    await page.goto('/')
    await islandsRunning(page)
    const headingFont = () => page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily)
    expect(await headingFont()).toMatch(/^"Source Serif fallback"/)
    await serviceWorkerInCharge(page)
    await page.goto('/contact')
    expect(await headingFont()).toMatch(/^"Source Serif 4"/)
  })
})
