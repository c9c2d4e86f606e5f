import { staffCopy } from '../../app/shared/content/staff.ts'
import { staffTotpSecret, withTotpCode } from '../inboxPage.ts'
import { expect, expectText } from './engineTest.ts'
import type { Tab } from './tab.ts'

/*
 * The staff inbox as the cross-engine flows use it, in its own words (app/shared/content/staff.ts),
 * on whichever engine drives the tab.
 */

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
