import { test as base, expect, type Page } from '@playwright/test'
import { articles } from '../app/content/blog.ts'
import { insightPath } from '../app/content/insightSlug.ts'

/**
 * Every browser test also checks what a visitor would never see but must never happen:
 * an error in the console, an uncaught exception, or a request to another origin.
 * Chromium logs every failed response; a page that is itself a 404, and API answers the tests
 * provoke on purpose (refusals, outages), are expected.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message} ${error.stack}`))
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const failedResponse = /^Failed to load resource: /.test(message.text())
        const { url } = message.location()
        const expected = failedResponse && (url === page.url() || new URL(url).pathname.startsWith('/api/'))
        if (!expected) problems.push(`console: ${message.text()} (${message.location().url})`)
      })
      page.on('request', (request) => {
        if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) problems.push(`other origin: ${request.url()}`)
      })
      await use(problems)
      expect(problems, 'console errors or requests to other origins').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** The insight pages share one layout, so one of them stands for all five and the suites stay short. */
const insight = articles[0]!

/** Every page of the site, with the main heading a visitor sees first. */
export const sitePages = [
  ['/', 'Trusted Solicitors in Derry/Londonderry'],
  ['/about', 'About'],
  ['/services', 'Legal Services'],
  ['/services/personal-injury', 'Personal Injury / Litigation'],
  ['/services/road-traffic', 'Road Traffic Accidents'],
  ['/services/conveyancing', 'Conveyancing / Property Law'],
  ['/services/licensing', 'Licensing'],
  ['/services/family-law', 'Family Law / Divorce'],
  ['/services/criminal-defence', 'Criminal Defence'],
  ['/services/wills-probate', 'Wills, Probate & Enduring Powers of Attorney'],
  ['/services/company-corporate', 'Company / Corporate'],
  ['/team', 'Our Expert Legal Team'],
  ['/history', 'Our History'],
  ['/blog', 'Legal Insights'],
  [insightPath(insight), insight.title],
  ['/contact', 'Free Legal Consultation'],
  ['/privacy-policy', 'Privacy Policy'],
] as const

/**
 * Holds back an island's code, as a slow connection would, until the test calls the function
 * returned: what a visitor does before an island is ready must not be lost.
 */
export async function holdBackIsland(page: Page, name: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/assets/${name}-*.js`, async (route) => {
    await released
    await route.continue()
  })
  return release
}
