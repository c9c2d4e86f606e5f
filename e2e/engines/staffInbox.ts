import { staffCopy } from '../../app/shared/content/staff.ts'
import { siteOrigin, staffTotpSecret, withTotpCode } from '../inboxPage.ts'
import { expect, expectText, type Site } from './engineTest.ts'
import type { Tab } from './tab.ts'

/*
 * The staff inbox as the cross-engine flows use it, in its own words (app/shared/content/staff.ts),
 * on whichever engine drives the tab.
 */

/**
 * Opens the staff app in a new tab of the site's browser, at the origin the server knows itself
 * by (SITE_URL): the staff API refuses requests from any other, such as the link each flow's site
 * puts in front of the server. Without the link's origin of its own, the tab may share cookies with
 * an earlier test (WebKitWebDriver has no isolated profiles), so any session left is ended first.
 */
export async function openStaffApp(site: Site, path = '/staff') {
  const tab = await site.open(`${siteOrigin()}${path}`)
  // Once the page's fonts are in: a reload would cut their downloads short, which Firefox reports.
  await tab.run(`await document.fonts.ready; await fetch('/api/staff/session', { method: 'DELETE' })`)
  await tab.reload()
  return tab
}

/**
 * Signs in on the sign-in screen the tab shows, as the test's member of staff: the password,
 * then the code its authenticator app shows now.
 */
export async function signInOn(tab: Tab) {
  const secret = await staffTotpSecret()
  await expectText(tab, staffCopy.signIn.heading)
  await tab.fill(staffCopy.signIn.username, process.env.E2E_STAFF_USERNAME!)
  await tab.fill(staffCopy.signIn.password, process.env.E2E_STAFF_PASSWORD!)
  await tab.click('button', staffCopy.signIn.submit)
  await expectText(tab, staffCopy.secondFactor.heading)
  await withTotpCode(secret, async (code) => {
    await tab.fill(staffCopy.secondFactor.code, code)
    await tab.click('button', staffCopy.secondFactor.codeSubmit)
    await expectText(tab, staffCopy.signOut)
  })
}

/** Opens the enquiry of that name from the list, and waits for its heading. */
export async function openEnquiry(tab: Tab, name: string) {
  await expectText(tab, name)
  await tab.click('link', name)
  await expect.poll(() => tab.run<string>('return document.querySelector("h1")?.textContent ?? ""')).toContain(name)
}

/** Whether the page is no wider than the screen: nothing to scroll sideways on a phone. */
export const fitsTheScreen = (tab: Tab) => tab.run<boolean>('return document.documentElement.scrollWidth <= innerWidth')
