import { staffCopy } from '../app/shared/content/staff.ts'
import { serviceLabel } from '../app/shared/enquiry/serviceLabel.ts'
import { expect, test } from './fixtures.ts'
import { fitsTheScreen, openInbox, uniqueLastName } from './inboxPage.ts'
import { postEnquiry, uniqueEmail } from './testEnquiries.ts'

for (const { width, oneLine } of [
  { width: 360, oneLine: false },
  { width: 1280, oneLine: true },
]) {
  test(`the inbox at ${width} px shows each enquiry ${oneLine ? 'on one line' : 'as a card'}`, async ({ page, tab }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    const lastName = uniqueLastName('Mac Giolla Bhríde')
    await postEnquiry({ firstName: 'Siobhán', lastName, email: uniqueEmail('rows'), serviceType: 'conveyancing' })
    await openInbox(page, '/staff?view=unassigned')
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Siobhán ${lastName}` }) })
    const name = await row.getByRole('link').boundingBox()
    const received = await row.getByText(staffCopy.inbox.received).boundingBox()
    const area = await row.getByText(serviceLabel('conveyancing')).boundingBox()
    const sameLine = (box: typeof name) => Math.abs(box!.y + box!.height / 2 - (name!.y + name!.height / 2)) < name!.height / 2
    await page.screenshot({ path: testInfo.outputPath(`inbox-${width}.png`) })
    expect(sameLine(received) && sameLine(area)).toBe(oneLine)
    expect(await fitsTheScreen(tab)).toBe(true)
  })
}
