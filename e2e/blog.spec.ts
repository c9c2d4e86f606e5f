import { expect, holdBackIsland, test } from './fixtures.ts'

test.describe('Legal Insights', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/blog')
  })

  const cards = (page: import('@playwright/test').Page) => page.locator('main article')

  test('search matches titles, excerpts and tags, whatever the case', async ({ page }) => {
    await expect(cards(page)).toHaveCount(5)
    await page.getByRole('searchbox', { name: 'Search insights' }).fill('SPEEDING')
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText(/speeding/i)
    await expect(page.getByText('Showing 1 insight')).toBeVisible()
  })

  test('the category filter combines with the search, and says when nothing matches', async ({ page }) => {
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Licensing')
    await expect(cards(page)).toHaveCount(2)
    await page.getByRole('searchbox', { name: 'Search insights' }).fill('speeding')
    await expect(cards(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'No insights found' })).toBeVisible()
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible()
  })

  test('cards show at most three tags and count the rest', async ({ page }) => {
    const firstCard = cards(page).first()
    await expect(firstCard.locator('li')).toHaveCount(4)
    await expect(firstCard.getByText(/^\+\d+ more$/)).toBeVisible()
  })

  test('an insight opens in place and Back returns to the filtered list', async ({ page }) => {
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Licensing')
    await page.getByRole('searchbox', { name: 'Search insights' }).fill('licence')
    await expect(page.getByText('Showing 2 insights')).toBeVisible()
    const title = await cards(page).first().getByRole('heading').textContent()
    expect(title).toMatch(/licence/i)
    await cards(page).first().getByRole('button', { name: /Read Full Insight/ }).click()

    await expect(page).toHaveURL('/blog')
    const heading = page.getByRole('heading', { level: 2, name: title! })
    await expect(heading).toBeFocused()
    await expect(page.getByRole('heading', { name: 'Outcome' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Need Legal Support?' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get Free Legal Enquiry' })).toHaveAttribute('href', '/contact')

    await page.getByRole('button', { name: 'Back to Legal Insights' }).click()
    await expect(page.getByRole('searchbox', { name: 'Search insights' })).toHaveValue('licence')
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Licensing')
    await expect(cards(page)).toHaveCount(2)
    await expect(page.getByRole('button', { name: `Read Full Insight: ${title}` })).toBeFocused()
  })
})

test('a search made before the page has its code filters the list once the code arrives', async ({ page }) => {
  const release = await holdBackIsland(page, 'BlogInsights')
  await page.goto('/blog')
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Licensing')
  await page.getByRole('searchbox', { name: 'Search insights' }).fill('restaurant')
  release()
  await expect(page.getByText('Showing 1 insight')).toBeVisible()
  await expect(page.locator('main article')).toHaveCount(1)
  await expect(page.getByRole('searchbox', { name: 'Search insights' })).toHaveValue('restaurant')
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Licensing')
})
