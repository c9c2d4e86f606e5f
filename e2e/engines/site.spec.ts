import { sitePages } from '../fixtures.ts'
import { submitEnquiry } from '../enquiryPage.ts'
import { expect, expectText, outagesOn, test, workOffline } from './engineTest.ts'

test('every page renders with its heading', async ({ site }) => {
  const tab = await site.open('/')
  for (const [path, title] of sitePages) {
    await tab.goto(path)
    expect(await tab.heading(), path).toContain(title)
  }
})

test('the menu, the form and the insights filter become interactive on first use', async ({ site }) => {
  const tab = await site.open('/contact')
  await tab.fill('First name', 'Aoife')
  await submitEnquiry(tab)
  await expectText(tab, 'Phone number is required')

  await tab.goto('/blog')
  await tab.fill('Search insights', 'speeding')
  await expectText(tab, 'Showing 1 insight')

  await tab.resize(375, 740)
  await tab.goto('/')
  await tab.click('button', 'Open menu')
  await tab.click('link', 'Team')
  await expect.poll(() => tab.heading()).toContain('Our Legal Team')
})

test('the service worker installs, and after one visit every page opens without the site', async ({ site, engineName }) => {
  const [outage] = outagesOn(engineName)
  const tab = await site.open('/')
  await workOffline(tab)
  await site.outage(outage!, true)
  for (const [path, title] of sitePages) {
    await tab.goto(path)
    expect(await tab.heading(), `${path}, ${outage}`).toContain(title)
  }
})
