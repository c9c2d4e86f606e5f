import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { staffCopy } from '../app/shared/content/staff.ts'
import { staffAccountCopy } from '../app/shared/content/staffAccount.ts'
import { staffTeamCopy } from '../app/shared/content/staffTeam.ts'
import { pathTo } from '../app/shared/staffRoute.ts'
import { assign } from '../app/shared/staffRoutes/enquiry.ts'
import { passwordProblem } from '../server/staff/passwords.ts'
import { playwrightTab } from './engines/chromium.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'
import {
  addStaffAccount,
  enrolTotp,
  enterPassword,
  fitsTheScreen,
  invitationLinkFor,
  openInbox,
  signInHeading,
  siteOrigin,
  staffUsername,
  storedRecord,
  withStaffTotpCode,
} from './inboxPage.ts'
import { adminFetch, postEnquiry, uniqueEmail } from './testEnquiries.ts'

/*
 * The partners' screen of accounts as the firm meets it: a partner invites a colleague by e-mail,
 * the colleague chooses a password from the link and goes on to set up a second factor, and a
 * partner changes, resets and removes a colleague's account, whose open enquiries go back to
 * Unassigned. A member of staff is told the screen is not theirs.
 */

const sizes = [
  { name: 'phone', viewport: { width: 360, height: 780 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

const copy = staffTeamCopy.team
const invite = staffTeamCopy.invite
const invitation = staffTeamCopy.invitation
const proof = staffAccountCopy.signInMethods.proof
const goodPassword = 'harbour lantern quietly 71 orchard'

const card = (page: Page, section: string, username: string) =>
  page
    .getByRole('region', { name: section })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: username, exact: true }) })
const accountCard = (page: Page, username: string) => card(page, copy.accounts, username)
const invitationCard = (page: Page, username: string) => card(page, copy.invitations, username)

/**
 * Waits for `done`, giving the password and a code again first if the screen asks: the shared
 * session signed in longer ago than a proof lasts (app/shared/staffApi.ts, proofMinutes).
 */
async function proveIfAsked(page: Page, done: Locator) {
  const asked = page.getByRole('dialog', { name: proof.heading })
  await expect(asked.or(done).first()).toBeVisible()
  if (await asked.isVisible()) {
    await asked.getByLabel(proof.password, { exact: true }).fill(process.env.E2E_STAFF_PASSWORD!)
    await withStaffTotpCode(async (code) => {
      await asked.getByLabel(proof.code).fill(code)
      await asked.getByRole('button', { name: proof.submit }).click()
      await expect(asked).toBeHidden()
    })
  }
  await expect(done).toBeVisible()
}

for (const { name, viewport } of sizes) {
  test.describe(`the team on a ${name}`, () => {
    test.use({ viewport, baseURL: siteOrigin() })

    test('a partner invites a colleague by e-mail, who chooses a password from the link and is sent on to set up a second factor', async ({
      page,
      tab,
      browser,
    }, testInfo) => {
      // The proof may wait for the shared account's next 30-second code.
      test.slow()
      const colleague = `ciaran-${randomBytes(3).toString('hex')}`
      // Long, as some addresses are: it wraps on a phone rather than push the page sideways.
      const email = `${colleague}.o-dochartaigh@clarendon-solicitors-derry-londonderry.example`

      await openInbox(page, '/staff/team')
      await expect(page.getByRole('heading', { level: 1, name: copy.heading })).toBeVisible()
      const me = accountCard(page, staffUsername())
      await expect(me).toContainText(copy.you)
      await expect(me.getByRole('button')).toHaveCount(0)

      const form = page.getByRole('region', { name: invite.heading })
      await form.getByRole('button', { name: invite.submit }).click()
      await expect(form.getByLabel(invite.username)).toBeFocused()
      await expect(form.getByLabel(invite.username)).toHaveAttribute('aria-invalid', 'true')
      await form.getByLabel(invite.username).fill(colleague)
      await form.getByLabel(invite.email).fill(email)
      await form.getByRole('radio', { name: staffTeamCopy.roleNames.staff }).check()
      await form.getByRole('button', { name: invite.submit }).click()
      await proveIfAsked(page, page.getByText(invite.sent(email)))
      await expect(invitationCard(page, colleague)).toContainText(email)
      await expect(invitationCard(page, colleague)).toContainText(staffUsername())
      await expect(form.getByLabel(invite.username)).toHaveValue('')
      expect(await fitsTheScreen(tab)).toBe(true)

      let link: string | undefined
      await expect.poll(async () => (link = await invitationLinkFor(colleague))).toBeTruthy()
      expect(new URL(link!).origin).toBe(siteOrigin())

      // The colleague, on a device of their own.
      const theirs = await browser.newContext({ viewport, baseURL: siteOrigin(), serviceWorkers: 'block' })
      const them = await theirs.newPage()
      const theirProblems: string[] = []
      them.on('pageerror', (error) => theirProblems.push(error.message))
      await them.goto(link!)
      await expect(them.getByRole('heading', { level: 1, name: invitation.heading })).toBeVisible()
      await expect(them.getByText(colleague, { exact: true })).toBeVisible()
      await expect(them.getByText(staffTeamCopy.roleNames.staff, { exact: true })).toBeVisible()
      // The link's secret is in no history entry or bookmark made from here on.
      await expect.poll(() => new URL(them.url()).hash).toBe('')

      const password = them.getByLabel(invitation.password, { exact: true })
      await password.fill(goodPassword)
      await them.getByLabel(invitation.again).fill(`${goodPassword}s`)
      await them.getByRole('button', { name: invitation.submit }).click()
      await expect(them.getByText(invitation.mismatch)).toBeVisible()

      const weak = 'clarendon2025'
      const refusal = passwordProblem(weak, colleague)
      expect(refusal).toBeTruthy()
      await password.fill(weak)
      await them.getByLabel(invitation.again).fill(weak)
      await them.getByRole('button', { name: invitation.submit }).click()
      await expect(password).toHaveAccessibleDescription(new RegExp(refusal!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      await expect(password).toBeFocused()
      expect(await fitsTheScreen(playwrightTab(them))).toBe(true)
      await expectNoAxeViolations(them, 'the invitation, a password refused')
      if (name === 'phone') await them.screenshot({ path: testInfo.outputPath('staff-invitation-360.png'), fullPage: true })

      await password.fill(goodPassword)
      await them.getByLabel(invitation.again).fill(goodPassword)
      await them.getByRole('button', { name: invitation.submit }).click()
      await expect(them.getByRole('heading', { name: invitation.ready })).toBeFocused()
      await them.getByRole('link', { name: invitation.signIn }).click()
      await expect(signInHeading(them)).toBeVisible()
      await enterPassword(playwrightTab(them, siteOrigin()), colleague, goodPassword)
      await expect(them.getByRole('heading', { name: staffAccountCopy.enrol.heading })).toBeVisible()

      // The partner sees the account made, with no second factor yet, and the invitation gone.
      await page.reload()
      await expect(accountCard(page, colleague)).toContainText(copy.noFactor)
      await expect(accountCard(page, colleague)).toContainText(email)
      await expect(accountCard(page, colleague)).toContainText(staffTeamCopy.roleNames.staff)
      await expect(invitationCard(page, colleague)).toHaveCount(0)
      expect(await fitsTheScreen(tab)).toBe(true)
      await expectNoAxeViolations(page, 'the team')
      if (name === 'phone') await page.screenshot({ path: testInfo.outputPath('staff-team-360.png'), fullPage: true })

      // Once set up, the colleague is a member of staff: the team is not theirs to manage.
      await enrolTotp(them)
      await them.getByRole('button', { name: staffAccountCopy.recoveryCodes.kept }).click()
      await expect(them.getByRole('button', { name: staffCopy.signOut })).toBeVisible()
      await expect(them.getByRole('navigation', { name: staffCopy.nav.label }).getByRole('link', { name: staffTeamCopy.nav })).toHaveCount(0)
      await them.goto('/staff/team')
      await expect(them.getByText('Only an administrator (a partner) can manage the inbox’s accounts.')).toBeVisible()
      expect(theirProblems).toEqual([])
      await theirs.close()
    })

    test('a partner changes a colleague’s role, resets their second factors and removes them, after being asked; their enquiry goes back to Unassigned', async ({
      page,
      tab,
    }) => {
      test.slow()
      const leaver = await addStaffAccount('leaver', undefined, 'staff')
      const { id } = await postEnquiry({ firstName: 'Síofra', email: uniqueEmail('leaver') })
      const given = await adminFetch(pathTo(assign, { id }), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ to: leaver.username }),
      })
      expect(given.status).toBe(200)

      await openInbox(page, '/staff')
      await page.getByRole('navigation', { name: staffCopy.nav.label }).getByRole('link', { name: staffTeamCopy.nav }).click()
      await expect(page.getByRole('heading', { level: 1, name: copy.heading })).toBeVisible()
      const account = accountCard(page, leaver.username)
      await expect(account).toContainText(staffTeamCopy.roleNames.staff)

      await account.getByRole('button', { name: copy.makeRole.administrator }).click()
      await proveIfAsked(page, page.getByText(copy.roleChanged(leaver.username, 'administrator')))
      await expect(account).toContainText(staffTeamCopy.roleNames.administrator)
      await expect(account.getByRole('button', { name: copy.makeRole.staff })).toBeVisible()

      await account.getByRole('button', { name: copy.reset }).click()
      const reset = page.getByRole('dialog', { name: copy.confirmReset.heading(leaver.username) })
      await expect(reset.getByRole('button', { name: copy.cancel })).toBeFocused()
      await reset.getByRole('button', { name: copy.confirmReset.confirm }).click()
      await proveIfAsked(page, page.getByText(copy.wasReset(leaver.username)))

      await account.getByRole('button', { name: copy.remove }).click()
      const remove = page.getByRole('dialog', { name: copy.confirmRemove.heading(leaver.username) })
      await expect(remove).toContainText('Their open enquiries go back to Unassigned')
      expect(await fitsTheScreen(tab)).toBe(true)
      // Cancel changes nothing.
      await remove.getByRole('button', { name: copy.cancel }).click()
      await expect(remove).toBeHidden()
      await account.getByRole('button', { name: copy.remove }).click()
      await remove.getByRole('button', { name: copy.confirmRemove.confirm }).click()
      await proveIfAsked(page, page.getByText(copy.removed(leaver.username, 1)))
      await expect(page.getByText('1 open enquiry went back to Unassigned.')).toBeVisible()
      await expect(account).toHaveCount(0)
      expect((await storedRecord(id)).assignee).toBeNull()

      // An invitation sent by mistake is cancelled, and its link with it.
      const mistaken = `mistaken-${randomBytes(3).toString('hex')}`
      const form = page.getByRole('region', { name: invite.heading })
      await form.getByLabel(invite.username).fill(mistaken)
      await form.getByLabel(invite.email).fill(uniqueEmail('mistaken'))
      await form.getByRole('button', { name: invite.submit }).click()
      await proveIfAsked(page, invitationCard(page, mistaken))
      await invitationCard(page, mistaken).getByRole('button', { name: copy.cancelInvitation }).click()
      await expect(page.getByText(copy.invitationCancelled(mistaken))).toBeVisible()
      await expect(invitationCard(page, mistaken)).toHaveCount(0)
    })
  })
}
