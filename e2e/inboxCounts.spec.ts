import { staffCopy } from '../app/shared/content/staff.ts'
import { expect, test } from './fixtures.ts'
import { fitsTheScreen, openInbox, uniqueLastName } from './inboxPage.ts'
import { postEnquiry, uniqueEmail } from './testEnquiries.ts'

for (const width of [360, 1280]) {
  test.describe(`the open inbox, ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('shows a new enquiry within seconds, untouched, with each view’s figure and the tab’s title counting it', async ({ page, tab }) => {
      test.slow()
      await openInbox(page)
      const views = page.getByRole('navigation', { name: staffCopy.views.label })
      const unassigned = views.getByRole('link', { name: staffCopy.views.names.unassigned })
      await expect(unassigned).toHaveText(/^Unassigned \d+$/)
      const before = Number((await unassigned.textContent())!.replace(/\D/g, ''))

      const lastName = uniqueLastName('Ó Dónaill')
      await postEnquiry({ firstName: 'Brídín', lastName, email: uniqueEmail('arrives') })
      // No reload, no click: the inbox asks for its figures every few seconds.
      await expect(page.getByRole('link', { name: `Brídín ${lastName}` })).toBeVisible({ timeout: 20_000 })
      await expect.poll(async () => Number((await unassigned.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(before)
      // Figures only, never a name.
      await expect(page).toHaveTitle(/^(\d+ overdue, )?\d+ unassigned — Inbox — Clarendon Solicitors$/)
      expect(await fitsTheScreen(tab)).toBe(true)
    })
  })
}
