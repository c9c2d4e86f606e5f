import { expect, expectImagesLoaded, islandsRunning, sitePages, test } from './fixtures.ts'

test.describe('every page', () => {
  for (const [path, heading] of sitePages) {
    test(`${path} shows its heading, styled in full by its own inline CSS, and every image it loads`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      // Before anything is scrolled to or touched, which may bring the full stylesheet.
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0)
      expect(await page.evaluate(stylesChangedByFullStylesheet)).toEqual([])
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
      await expect(page.locator('header nav[aria-label="Main"]')).toBeVisible()
      await expect(page.locator('footer')).toContainText('regulated by the Law Society of Northern Ireland')
      await expect(page.locator('footer')).toContainText('is a fictional firm')
      await expectImagesLoaded(page)
    })
  }

  test('the full stylesheet arrives when a visitor first reaches for an island', async ({ page }) => {
    await page.goto('/')
    await islandsRunning(page)
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0)
    await page.getByRole('link', { name: 'Make an Enquiry' }).first().hover()
    await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1)
  })

  test('an unknown address shows Page Not Found with status 404, and the ways on: home, services, an enquiry, real help', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('404 Page Not Found (demonstration)')
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText('Did you forget to add the page to the router?')).toHaveCount(0)
    const main = page.locator('main')
    await expect(main.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: 'Our services' })).toHaveAttribute('href', '/services')
    await expect(main.getByRole('link', { name: 'Make an Enquiry' })).toHaveAttribute('href', '/contact')
    await expect(main.getByRole('link', { name: '028 9649 6000' })).toHaveCount(0)
    await expect(main).toContainText('if anyone is in danger, call 999')
  })

  test('an unknown service shows Service Not Found with a way back', async ({ page }) => {
    const response = await page.goto('/services/tax-advice')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Services' }).click()
    await expect(page).toHaveURL('/services')
    await expect(page.getByRole('link', { name: /Learn More/ })).toHaveCount(8)
  })

  test('while the firm is fictional robots.txt keeps every crawler out, and no sitemap invites one in', async ({ request }) => {
    expect((await request.get('/sitemap.xml')).status()).toBe(404)
    const robots = await request.get('/robots.txt')
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n')
    expect(robots.headers()['x-robots-tag']).toBe('noindex')
  })

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' })

    test('the privacy page removes this site’s copy from the device in one tap, and keeps what is waiting', async ({ page }) => {
      await page.goto('/privacy-policy')
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
        // A database of the visitor's, where the outbox keeps enquiries: the button must leave it alone.
        await new Promise((resolve, reject) => {
          const opening = indexedDB.open('kept-by-the-visitor')
          opening.onsuccess = () => resolve(opening.result.close())
          opening.onerror = () => reject(opening.error)
        })
      })
      expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0)
      await page.getByRole('button', { name: 'Remove this site’s copy from this device' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Done:' })).toContainText('Any enquiry waiting on this device is still kept.')
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
      expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0)
      expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toContain('kept-by-the-visitor')
    })
  })

  test('the contact page says at the form, before Submit, that this is a demonstration nobody answers', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { name: 'This form is a demonstration' })).toBeVisible()
    const notice = await page.getByRole('note').boundingBox()
    const submit = await page.getByRole('button', { name: 'Submit Enquiry' }).boundingBox()
    expect(notice!.y).toBeLessThan(submit!.y)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a service page reads in full', async ({ page }) => {
    await page.goto('/services/wills-probate')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wills, Probate & Enduring Powers of Attorney')
    expect(await page.locator('main p').count()).toBeGreaterThan(4)
    await expect(page.locator('main').getByRole('link', { name: 'Make an Enquiry' }).first()).toHaveAttribute('href', '/contact?service=wills-probate')
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
  })
})

/**
 * Adds the stylesheet an island would (app/islandRuntime/fullStylesheet.ts), waits for it to apply and
 * lists every computed value of an element in the body that it changed.
 */
async function stylesChangedByFullStylesheet() {
  // Computed values (Typed OM), not getComputedStyle's used values, which depend on when layout last ran.
  // The same elements both times: the runtime may add the icon sprite while the stylesheet loads.
  const elements = [...document.body.querySelectorAll('*')]
  const snapshot = () => elements.map((element) => new Map([...element.computedStyleMap()].map(([property, value]) => [property, String(value)])))
  const before = snapshot()
  const holder = document.createElement('template')
  holder.innerHTML = document.querySelector('noscript[data-stylesheet]')?.textContent ?? ''
  const link = holder.content.querySelector('link')
  if (!link) throw new Error('The page has no deferred stylesheet')
  await new Promise((resolve, reject) => {
    link.addEventListener('load', resolve)
    link.addEventListener('error', reject)
    document.head.append(link)
  })
  const after = snapshot()
  return before.flatMap((styles, index) =>
    [...styles]
      .filter(([property, value]) => after[index]?.get(property) !== value)
      .map(([property, value]) => `${elements[index]?.outerHTML.slice(0, 80)} ${property}: ${value} → ${after[index]?.get(property)}`),
  )
}
