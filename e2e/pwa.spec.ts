import { mkdtemp } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts'
import { expect, expectImagesLoaded, openOffline, serviceWorkerInCharge, sitePages, test } from './fixtures.ts'

test('Chromium finds the site installable', async ({ baseURL }) => {
  // Chromium calls every site uninstallable in an incognito context, so this needs a profile.
  const profile = await mkdtemp(path.join(process.env.E2E_TEMP_DIR!, 'profile-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: chromiumArgs, headless: true })
  try {
    const page = await context.newPage()
    await page.goto(baseURL!)
    await serviceWorkerInCharge(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
  }
})

test("every page's served HTML links the manifest, as install prompts and crawlers read it", async ({ request }) => {
  for (const [pagePath] of sitePages) {
    const html = await (await request.get(pagePath)).text()
    expect(html, pagePath).toContain('<link rel="manifest" href="/manifest.webmanifest">')
  }
})

test('the manifest names the firm, its icons, screenshots and the enquiry shortcut', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({ id: '/', name: 'Clarendon Solicitors', start_url: '/', scope: '/', display: 'standalone' })
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true)
  expect(manifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])
  expect(manifest.shortcuts[0]).toMatchObject({ name: 'Make an Enquiry', url: '/contact' })
  for (const { src } of [...manifest.icons, ...manifest.screenshots]) expect((await request.get(src)).status(), src).toBe(200)
})

test.describe('after one visit, offline', () => {
  test.beforeEach(({ page }) => openOffline(page, '/'))

  test('every page opens with its images', async ({ page }) => {
    // One test walks all 21 pages of the site map, so it gets the time of several.
    test.setTimeout(90_000)
    for (const [pagePath, heading] of sitePages) {
      await page.goto(pagePath)
      await expect(page.getByRole('heading', { level: 1 }), pagePath).toContainText(heading)
      await expectImagesLoaded(page)
    }
  })

  test("a service page's enquiry link opens the contact form", async ({ page }) => {
    await page.goto('/services/licensing')
    await page.locator('main').getByRole('link', { name: 'Make an Enquiry' }).first().click()
    await expect(page).toHaveURL('/contact?service=licensing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free First Conversation')
  })

  test('an unknown address shows Page Not Found, and an unknown service Service Not Found', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await page.goto('/services/tax-advice')
    await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible()
  })
})
