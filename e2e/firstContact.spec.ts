import type { Page } from '@playwright/test'
import { filledReply } from '../app/shared/content/replyTemplates.ts'
import { staffCopy } from '../app/shared/content/staff.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'
import { fitsTheScreen, openInbox, repliesFor, staffUsername, storedRecord, uniqueLastName } from './inboxPage.ts'
import { postEnquiry, uniqueEmail } from './testEnquiries.ts'

const details = (page: Page) => page.locator('article dl')
const timeline = (page: Page) => page.getByRole('region', { name: staffCopy.timeline.heading })
const replyDue = (page: Page) => details(page).getByText(staffCopy.enquiry.terms.replyDue, { exact: true })
const firstContact = (page: Page) => details(page).getByText(staffCopy.enquiry.terms.firstContact, { exact: true })

for (const width of [360, 1280]) {
  test.describe(`first contact, on a screen ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a note or a status leaves the reply clock running, a call nobody answered too; a message left stops it', async ({ page, tab }, testInfo) => {
      test.slow()
      const lastName = uniqueLastName('Doherty')
      const { id } = await postEnquiry({ firstName: 'Gráinne', lastName, email: uniqueEmail('call'), serviceType: 'licensing' })
      await openInbox(page, `/staff/enquiries/${id}`)
      await expect(replyDue(page)).toBeVisible()

      await page.getByLabel(staffCopy.notes.label).fill('Ciarán please ring today.')
      await page.getByRole('button', { name: staffCopy.notes.submit }).click()
      await expect(page.getByText(staffCopy.notes.added)).toBeVisible()
      await page.getByRole('button', { name: 'Mark Contacted' }).click()
      await expect(page.getByText('Marked Contacted')).toBeVisible()
      await expect(replyDue(page)).toBeVisible()
      await expect(firstContact(page)).toHaveCount(0)

      const calls = page.getByRole('region', { name: staffCopy.calls.heading })
      await calls.getByRole('button', { name: staffCopy.calls.outcomes['no-answer'] }).click()
      await expect(timeline(page)).toContainText(`${staffCopy.timeline.call(staffCopy.calls.outcomes['no-answer'])}${staffCopy.timeline.by(staffUsername())}`)
      await expect(replyDue(page)).toBeVisible()
      expect((await storedRecord(id)).firstContactAt).toBeNull()

      await calls.getByRole('button', { name: staffCopy.calls.outcomes['left-message'] }).click()
      await expect(timeline(page)).toContainText(staffCopy.timeline.call(staffCopy.calls.outcomes['left-message']))
      await expect(firstContact(page)).toBeVisible()
      await expect(replyDue(page)).toHaveCount(0)
      const stored = await storedRecord(id)
      expect(stored.firstContactAt).toBe(stored.timeline.at(-1)!.at)
      expect(await fitsTheScreen(tab)).toBe(true)
      await expectNoAxeViolations(page)
      await calls.screenshot({ path: testInfo.outputPath(`enquiry-call-log-${width}.png`) })
    })

    test('a reply from the inbox starts from the area’s template with the name and reference, goes out, and is the first contact', async ({
      page,
      tab,
    }, testInfo) => {
      test.slow()
      const lastName = uniqueLastName('McLaughlin')
      const { id } = await postEnquiry({ firstName: 'Gráinne', lastName, email: uniqueEmail('reply'), serviceType: 'family-law' })
      await openInbox(page, `/staff/enquiries/${id}`)
      await page.getByRole('link', { name: staffCopy.enquiry.email, exact: true }).click()
      const reply = page.getByRole('region', { name: staffCopy.reply.heading })
      await expect(reply.getByRole('heading')).toBeInViewport()

      const family = filledReply('family-law', { firstName: 'Gráinne', reference: id })
      await expect(reply.getByLabel(staffCopy.reply.template)).toHaveValue('family-law')
      await expect(reply.getByLabel(staffCopy.reply.subject)).toHaveValue(family.subject)
      await expect(reply.getByLabel(staffCopy.reply.text)).toHaveValue(family.text)
      await reply.getByLabel(staffCopy.reply.template).selectOption('general')
      const general = filledReply('general', { firstName: 'Gráinne', reference: id })
      await expect(reply.getByLabel(staffCopy.reply.text)).toHaveValue(general.text)
      const written = general.text.replace('Kind regards,', 'I can ring you on Thursday morning if that suits.\n\nKind regards,')
      await reply.getByLabel(staffCopy.reply.text).fill(written)
      expect(await fitsTheScreen(tab)).toBe(true)
      await expectNoAxeViolations(page)
      await reply.screenshot({ path: testInfo.outputPath(`enquiry-reply-${width}.png`) })

      await reply.getByRole('button', { name: staffCopy.reply.submit }).click()
      await expect(page.getByText(staffCopy.reply.queued)).toBeVisible()
      await expect(timeline(page)).toContainText(staffCopy.timeline.reply)
      await expect.poll(async () => (await repliesFor(id)).length, { timeout: 15_000 }).toBe(1)
      const [sent] = await repliesFor(id)
      expect(sent!.subject).toBe(general.subject)
      expect(sent!.text.trim()).toBe(written)
      await expect.poll(async () => (await storedRecord(id)).firstContactAt, { timeout: 15_000 }).not.toBeNull()
      await page.reload()
      await expect(timeline(page)).toContainText(staffCopy.timeline.replySent)
      await expect(timeline(page)).not.toContainText(staffCopy.timeline.waiting)
      await expect(firstContact(page)).toBeVisible()
    })
  })
}
