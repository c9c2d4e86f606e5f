import { expect, test } from './fixtures.ts'

test.describe('on a desktop', () => {
  test('the main navigation moves between pages and marks the current one', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')
    for (const [label, path, title] of [
      ['About', '/about', /About Us/],
      ['Services', '/services', /Legal Services/],
      ['Team', '/team', /Our Legal Team/],
      ['Our History', '/history', /Our History/],
      ['Legal Insights', '/blog', /Legal Insights/],
      ['Contact', '/contact', /Free First Conversation/],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click()
      await expect(page).toHaveURL(path)
      await expect(page).toHaveTitle(title)
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.clarendon-solicitors.example${path}`)
    }
    await nav.getByRole('link', { name: 'Make an Enquiry' }).click()
    await expect(page).toHaveURL('/contact')
  })

  test('the contact bar shows phone, e-mail and address, and no social link while the firm is fictional', async ({ page }) => {
    await page.goto('/about')
    const bar = page.locator('header').first()
    await expect(bar.getByRole('link', { name: '028 9649 6000' })).toHaveAttribute('href', 'tel:+442896496000')
    await expect(bar.getByRole('link', { name: 'info@clarendon-solicitors.example' })).toHaveAttribute('href', 'mailto:info@clarendon-solicitors.example')
    await expect(bar.getByText('1 Fictional Quay, Derry/Londonderry, BT00 0XX')).toBeVisible()
    // The profiles do not exist and anyone could register the names (decision 0040).
    await expect(page.getByRole('link', { name: /Clarendon Solicitors on (LinkedIn|Facebook|Instagram)/ })).toHaveCount(0)
  })

  test('a new page opens at the top', async ({ page }) => {
    await page.goto('/')
    await page.locator('footer').scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL('/about')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('Home on the home page scrolls back to the top', async ({ page }) => {
    await page.goto('/')
    await page.locator('footer').scrollIntoViewIfNeeded()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page).toHaveURL('/')
  })

  test('the about block’s Make an Enquiry brings the contact section into view', async ({ page }) => {
    await page.goto('/')
    await page.locator('a[href="#contact"]', { hasText: 'Make an Enquiry' }).click()
    await expect(page.locator('#contact')).toBeInViewport()
    await expect(page.locator('#contact')).toBeFocused()
  })

  test('the home page links each practice tile to its service', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Criminal Defence' }).first().click()
    await expect(page).toHaveURL('/services/criminal-defence')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Criminal Defence')
    await expect(page.getByRole('link', { name: '028 9649 6000' }).last()).toHaveAttribute('href', 'tel:+442896496000')
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  test('the menu opens behind its toggle and closes when an item is chosen', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    const teamLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team', exact: true })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(teamLink).toBeHidden()
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await teamLink.click()
    await expect(page).toHaveURL('/team')
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(teamLink).toBeHidden()
  })

  test('Escape closes the menu and returns focus to its toggle', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team', exact: true }).focus()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('the menu closes when focus moves on past its last item', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Make an Enquiry' }).focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team', exact: true })).toBeHidden()
  })

  test('a tap outside the open menu closes it', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const team = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team', exact: true })
    await expect(team).toBeVisible()
    await page.touchscreen.tap(180, 720)
    await expect(team).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('the first Tab reaches a skip link that jumps to the page content', async ({ page }) => {
    await page.goto('/team')
    const headerTop = await page.locator('header').evaluate((header) => header.getBoundingClientRect().top)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    // Drawn over the page's corner, as a white button, without pushing the page down.
    expect(await page.locator('header').evaluate((header) => header.getBoundingClientRect().top)).toBe(headerTop)
    const box = await skip.evaluate((link) => {
      const style = getComputedStyle(link)
      const { top, left } = link.getBoundingClientRect()
      return { position: style.position, background: style.backgroundColor, top: Math.round(top), left: Math.round(left) }
    })
    expect(box).toEqual({ position: 'fixed', background: 'rgb(255, 255, 255)', top: 12, left: 12 })
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('an address with a section in it opens the page at that section, though sections below the first screen are drawn as they near', async ({ page }) => {
    await page.goto('/')
    await page.locator('footer a[href="/about#regulatory-information"]').click()
    await expect(page).toHaveURL(/\/about#regulatory-information$/)
    await expect(page.locator('#regulatory-information-heading')).toBeInViewport()
    await page.goto('/#contact')
    await expect(page.locator('#contact-heading')).toBeInViewport()
  })

  test('the address in the contact bar is hidden on a small screen', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('header').getByText('1 Fictional Quay, Derry/Londonderry, BT00 0XX')).toBeHidden()
    await expect(page.locator('header').getByRole('link', { name: '028 9649 6000' })).toBeVisible()
  })

  test('the team shows one card per row', async ({ page }) => {
    await page.goto('/team')
    const cards = page.locator('main article')
    await expect(cards).toHaveCount(9)
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1)
  })
})
