import type { Page } from '@playwright/test'
import { staffCopy } from '../app/shared/content/staff.ts'
import { staffAccountCopy } from '../app/shared/content/staffAccount.ts'
import { expect, test } from './fixtures.ts'
import { addStaffAccount, enrolTotp, enterPassword, fitsTheScreen, openInbox, siteOrigin } from './inboxPage.ts'
import { postEnquiry, uniqueEmail } from './testEnquiries.ts'

/*
 * Roles as the firm meets them: the receptionist's account (a staff account) sees no Delete, no
 * Instructed, no report and no audit log; the partner's (an administrator) is asked before
 * Instructed and can undo it.
 */

const sizes = [
  { name: 'phone', viewport: { width: 360, height: 780 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

const nav = (page: Page) => page.getByRole('navigation', { name: staffCopy.nav.label })

for (const { name, viewport } of sizes) {
  test.describe(`roles on a ${name}`, () => {
    test.use({ viewport, baseURL: siteOrigin() })

    test("the receptionist's account shows only what a member of staff may do", async ({ page, tab }, testInfo) => {
      // A first sign-in sets up an authenticator app, whose codes come every 30 seconds.
      test.slow()
      const account = await addStaffAccount('reception', undefined, 'staff')
      const { id } = await postEnquiry({ firstName: 'Gráinne', email: uniqueEmail('role') })
      await page.goto(`/staff/enquiries/${id}`)
      await enterPassword(tab, account.username, account.password)
      await enrolTotp(page)
      await page.getByRole('button', { name: staffAccountCopy.recoveryCodes.kept }).click()
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Gráinne')
      await expect(page.getByRole('button', { name: 'Mark Contacted' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Mark Closed' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Mark Instructed' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: staffCopy.record.delete })).toHaveCount(0)
      await expect(nav(page).getByRole('link', { name: staffCopy.nav.inbox })).toBeVisible()
      await expect(nav(page).getByRole('link', { name: staffCopy.nav.report })).toHaveCount(0)
      await expect(nav(page).getByRole('link', { name: staffCopy.nav.audit })).toHaveCount(0)
      expect(await fitsTheScreen(tab)).toBe(true)
      if (name === 'phone') await page.screenshot({ path: testInfo.outputPath('enquiry-staff-role-360.png'), fullPage: true })
      // Typed in by hand, the report says why it is not shown.
      await page.goto('/staff/report')
      await expect(page.getByText('Only an administrator (a partner) can see the report.')).toBeVisible()
    })

    test("the partner's account is asked before Instructed, and can undo it", async ({ page, tab }, testInfo) => {
      // The shared session may wait for the authenticator's next 30-second step.
      test.slow()
      const { id } = await postEnquiry({ firstName: 'Donnacha', email: uniqueEmail('instructed') })
      await openInbox(page, `/staff/enquiries/${id}`)
      await expect(nav(page).getByRole('link', { name: staffCopy.nav.audit })).toBeVisible()
      await page.getByRole('button', { name: 'Mark Instructed' }).click()
      const dialog = page.getByRole('dialog', { name: staffCopy.move.confirmInstructedHeading })
      await expect(dialog).toBeVisible()
      if (name === 'phone') await page.screenshot({ path: testInfo.outputPath('confirm-instructed-360.png') })
      await dialog.getByRole('button', { name: staffCopy.move.cancel }).click()
      await expect(page.getByRole('button', { name: 'Mark Instructed' })).toBeVisible()

      await page.getByRole('button', { name: 'Mark Instructed' }).click()
      await dialog.getByRole('button', { name: staffCopy.move.confirmInstructed }).click()
      await expect(page.getByText('Marked Instructed')).toBeVisible()
      await page.getByRole('button', { name: staffCopy.move.undoInstructed }).click()
      await expect(page.getByText(staffCopy.move.instructedUndone).first()).toBeVisible()
      await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(staffCopy.move.instructedUndone)
      await expect(page.getByRole('button', { name: 'Mark Instructed' })).toBeVisible()
      expect(await fitsTheScreen(tab)).toBe(true)
    })
  })
}
