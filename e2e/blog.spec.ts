import type { Locator, Page } from '@playwright/test'
import { articles } from '../app/shared/content/blog.ts'
import { insightPath } from '../app/shared/content/insightSlug.ts'
import { expect, holdBack, island, islandsRunning, isReact, openOffline, test } from './fixtures.ts'

/** The cards shown: those the filter leaves out are in the page, hidden. */
const cards = (page: Page) => page.locator('main article:visible')
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search insights' })
const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Category' })
// The build counts the years from the founding in 1881 (145 in 2026).
const blogTitle = 'Legal Insights | Clarendon Solicitors, Solicitors in Derry/Londonderry (demonstration)'

const speeding = articles.find((article) => /speeding/i.test(article.title))!
const licensing = articles.filter((article) => article.category === 'Licensing')
/** An insight's first subheading, written in its Markdown as a line of bold text alone. */
const firstSubheading = (article: (typeof articles)[number]) => article.content.match(/^\*\*(.+)\*\*$/m)![1]!

/** The insight's body reads as text, not Markdown: real subheadings and lists, no asterisks or dashes. */
async function expectBodyAsHtml(page: Page, article: (typeof articles)[number]) {
  const body = page.locator('main article')
  await expect(body.getByRole('heading', { level: 2, name: firstSubheading(article) })).toBeVisible()
  // A list after a subheading: the body's own, not the list of tags above it.
  expect(await body.locator('h2 ~ ul > li').count()).toBeGreaterThan(1)
  // The text as laid out, where a line starting "- " is what a reader would see.
  // biome-ignore lint/performance/useDomNodeTextContent: line starts are a matter of the rendered text
  const text = await body.innerText()
  expect(text).not.toContain('**')
  expect(text).not.toMatch(/^- /m)
}

/**
 * Reaches for the insights island and waits until React has it: a click made sooner follows the
 * link and loads the insight's page, which is right, but is not what these tests are about.
 */
async function islandReady(page: Page) {
  const insights = island(page, 'BlogInsights')
  await islandsRunning(page)
  await insights.locator('h1').hover()
  await expect.poll(() => isReact(insights)).toBe(true)
}

/** Marks this document: the mark survives only if nothing loads a new page. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }))
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window)

/** Filters to the licensing insights, on a phone, scrolled so the second card is in view. */
async function licensingListScrolledToSecondCard(page: Page) {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/blog')
  await islandReady(page)
  await categorySelect(page).selectOption('Licensing')
  await searchBox(page).fill('licence')
  await expect(cards(page)).toHaveCount(2)
  const card = cards(page).nth(1)
  await card.getByRole('heading').scrollIntoViewIfNeeded()
  await markDocument(page)
  const scrollY = await page.evaluate(() => window.scrollY)
  expect(scrollY).toBeGreaterThan(0)
  return { card, scrollY, title: (await card.getByRole('heading').textContent())! }
}

async function expectListAsLeft(page: Page, { card, scrollY, title }: { card: Locator; scrollY: number; title: string }) {
  await expect(page).toHaveURL('/blog')
  await expect(page).toHaveTitle(blogTitle)
  await expect(searchBox(page)).toHaveValue('licence')
  await expect(categorySelect(page)).toHaveValue('Licensing')
  await expect(cards(page)).toHaveCount(2)
  await expect(card.getByRole('link', { name: `Read Full Insight: ${title}` })).toBeFocused()
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(1)
  expect(await isSameDocument(page)).toBe(true)
}

test.describe('Legal Insights', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/blog')
  })

  test('search matches titles, excerpts and tags, whatever the case', async ({ page }) => {
    await expect(cards(page)).toHaveCount(5)
    await searchBox(page).fill('SPEEDING')
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText(/speeding/i)
    await expect(page.getByText('Showing 1 insight')).toBeVisible()
  })

  test('the category filter combines with the search, and says when nothing matches', async ({ page }) => {
    await categorySelect(page).selectOption('Licensing')
    await expect(cards(page)).toHaveCount(2)
    await searchBox(page).fill('speeding')
    await expect(cards(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'No insights found' })).toBeVisible()
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible()
  })

  test('cards show at most three tags and count the rest', async ({ page }) => {
    const firstCard = cards(page).first()
    await expect(firstCard.locator('li')).toHaveCount(4)
    await expect(firstCard.getByText(/^\+\d+ more$/)).toBeVisible()
  })

  test('each card links to its insight’s own address', async ({ page }) => {
    for (const article of articles) {
      await expect(page.getByRole('link', { name: `Read Full Insight: ${article.title}` })).toHaveAttribute('href', insightPath(article))
    }
  })
})

test.describe('an insight opened from the list', () => {
  test('opens in place, from anywhere on its card, at its own address and title', async ({ page }) => {
    await page.goto('/blog')
    await islandReady(page)
    await markDocument(page)
    // On its picture, far from the "Read Full Insight" link.
    await cards(page)
      .filter({ hasText: speeding.title })
      .click({ position: { x: 20, y: 20 } })

    await expect(page).toHaveURL(insightPath(speeding))
    await expect(page).toHaveTitle(`${speeding.title} | Clarendon Solicitors (demonstration)`)
    const heading = page.getByRole('heading', { level: 1, name: speeding.title })
    await expect(heading).toBeFocused()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { name: 'Outcome' })).toBeVisible()
    await expect(page.getByText(/^Published \w+day \d+ \w+ \d{4}$/)).toBeVisible()
    await expect(
      page.getByText('This article reflects the law in Northern Ireland at the date shown; it is not legal advice for your situation.'),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Need Legal Support?' })).toBeVisible()
    await expect(page.locator('main').getByRole('link', { name: 'Make an Enquiry' })).toHaveAttribute('href', '/contact')
    await expectBodyAsHtml(page, speeding)
    expect(await isSameDocument(page)).toBe(true)
  })

  test('"Back to Legal Insights" returns to the list with its search, category and scroll position', async ({ page }) => {
    const left = await licensingListScrolledToSecondCard(page)
    await left.card.getByRole('link', { name: /Read Full Insight/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: left.title })).toBeFocused()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await page.getByRole('link', { name: 'Back to Legal Insights' }).click()
    await expectListAsLeft(page, left)
  })

  test('the browser’s Back returns to the list as it was, and Forward to the insight', async ({ page }) => {
    const left = await licensingListScrolledToSecondCard(page)
    await left.card.click()
    await expect(page.getByRole('heading', { level: 1, name: left.title })).toBeVisible()
    const insightUrl = page.url()

    await page.goBack()
    await expectListAsLeft(page, left)

    await page.goForward()
    await expect(page).toHaveURL(insightUrl)
    await expect(page.getByRole('heading', { level: 1, name: left.title })).toBeFocused()
    expect(await isSameDocument(page)).toBe(true)
  })
})

test.describe('an insight’s own page', () => {
  test('is served with its title, canonical address, picture and BlogPosting', async ({ page }) => {
    const response = await page.goto(insightPath(speeding))
    expect(response?.status()).toBe(200)
    const url = `https://www.clarendon-solicitors.example${insightPath(speeding)}`
    const image = `https://www.clarendon-solicitors.example${speeding.image.src}`
    await expect(page).toHaveTitle(`${speeding.title} | Clarendon Solicitors (demonstration)`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', image)
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')

    const structuredData = await page.locator('script[type="application/ld+json"]').allTextContents()
    const posting = structuredData.map((json) => JSON.parse(json)).find((data) => data['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: speeding.title,
      url,
      image,
      datePublished: speeding.date,
      author: { name: 'Clarendon Solicitors' },
      publisher: { name: 'Clarendon Solicitors', logo: { url: 'https://www.clarendon-solicitors.example/images/logo.svg' } },
    })
    expect('dateModified' in posting).toBe(speeding.dateModified !== undefined)
    if (speeding.dateModified) await expect(page.getByText(/^Updated \w+day \d+ \w+ \d{4}$/)).toBeVisible()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(speeding.title)
    await expect(page.locator('header nav[aria-label="Main"]').getByRole('link', { name: 'Legal Insights' })).toHaveAttribute('aria-current', 'page')
  })

  test('every insight is served as HTML, its subheadings and lists real, with no Markdown left', async ({ browser }) => {
    // Without script: what the server sends is what a reader, a crawler or a slow phone meets first.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const article of articles) {
      expect((await page.goto(insightPath(article)))?.status()).toBe(200)
      await expectBodyAsHtml(page, article)
    }
    await context.close()
  })

  test('its Back shows the list in place at /blog, and the browser’s Back the insight again', async ({ page }) => {
    await page.goto(insightPath(speeding))
    await islandReady(page)
    await markDocument(page)
    await page.getByRole('link', { name: 'Back to Legal Insights' }).click()
    await expect(page).toHaveURL('/blog')
    await expect(page).toHaveTitle(blogTitle)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Insights')
    await expect(cards(page)).toHaveCount(5)

    await page.goBack()
    await expect(page).toHaveURL(insightPath(speeding))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(speeding.title)
    expect(await isSameDocument(page)).toBe(true)
  })

  test('an unknown insight answers 404 with Page Not Found', async ({ page }) => {
    const response = await page.goto('/blog/no-such-insight')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('404 Page Not Found (demonstration)')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  })
})

test.describe('Share', () => {
  test('copies the link and says so where the browser cannot share', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => delete (Navigator.prototype as Partial<Navigator>).share)
    await page.goto(insightPath(speeding))
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByText('Link copied')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${insightPath(speeding)}`)
  })

  test('hands the title and link to the device’s share sheet where there is one', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => Object.assign(window, { shared: data }),
      })
    })
    await page.goto(insightPath(speeding))
    await page.getByRole('button', { name: 'Share' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as { shared?: ShareData }).shared))
      .toEqual({ title: speeding.title, url: `${baseURL}${insightPath(speeding)}` })
    await expect(page.getByText('Link copied')).toHaveCount(0)
  })
})

test.describe('after one visit, offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('an insight opens at its own address, and an unknown one shows Page Not Found', async ({ page }) => {
    await openOffline(page, '/')
    for (const article of licensing) {
      await page.goto(insightPath(article))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
      await expect(page.getByRole('img', { name: article.image.alt })).toBeVisible()
    }
    await page.goto('/blog/no-such-insight')
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every insight is listed, and a card’s link opens the insight’s page, whose Back link leads to the list', async ({ page }) => {
    await page.goto('/blog')
    await expect(cards(page)).toHaveCount(articles.length)
    await expect(page.getByText(`Showing ${articles.length} insights`)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No insights found' })).toBeHidden()
    await page.getByRole('link', { name: `Read Full Insight: ${speeding.title}` }).click()
    await expect(page).toHaveURL(insightPath(speeding))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(speeding.title)
    await page.getByRole('link', { name: 'Back to Legal Insights' }).click()
    await expect(page).toHaveURL('/blog')
    await expect(cards(page)).toHaveCount(5)
  })
})

test.describe('on a first visit, before the island has its code', () => {
  test('a search filters the list at once, and the island takes the list over as shown', async ({ page }) => {
    const release = await holdBack(page, 'BlogInsights')
    await page.goto('/blog')
    await categorySelect(page).selectOption('Licensing')
    await expect(cards(page)).toHaveCount(licensing.length)
    await searchBox(page).fill('restaurant')
    await expect(page.getByText('Showing 1 insight')).toBeVisible()
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page)).toContainText(/restaurant/i)
    await searchBox(page).fill('no such words')
    await expect(page.getByRole('heading', { name: 'No insights found' })).toBeVisible()
    await searchBox(page).fill('restaurant')
    await expect(cards(page)).toHaveCount(1)
    await release()
    await islandReady(page)
    // React hydrated what the page showed (a mismatch would be an error in the console, which the
    // fixture fails on) and filters from there.
    await expect(searchBox(page)).toHaveValue('restaurant')
    await expect(categorySelect(page)).toHaveValue('Licensing')
    await expect(cards(page)).toHaveCount(1)
    await searchBox(page).fill('')
    await expect(cards(page)).toHaveCount(licensing.length)
    await categorySelect(page).selectOption('All Cases')
    await expect(cards(page)).toHaveCount(articles.length)
    await expect(page.getByText(`Showing ${articles.length} insights`)).toBeVisible()
  })
})
