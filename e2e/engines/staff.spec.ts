import { postEnquiry, storedWith, uniqueEmail } from '../testEnquiries.ts'
import { fitsTheScreen, openEnquiry, signIn, siteOrigin, storedRecord, uniqueLastName } from '../inboxPage.ts'
import { expect, expectText, type Site, test } from './engineTest.ts'
import { staffCopy } from '../../app/shared/content/staff.ts'

/**
 * Opens the staff app in a new tab, at the origin the server knows itself by (SITE_URL): the staff
 * API refuses any other, such as the link in front of the server. Without an origin of its own,
 * the tab may share cookies with an earlier test (WebKitWebDriver has no isolated profiles), so any
 * session left is ended first.
 */
async function openStaffApp(site: Site) {
  const tab = await site.open(`${siteOrigin()}/staff`)
  // Once the page's fonts are in: a reload would cut their downloads short, which Firefox reports.
  await tab.run(`await document.fonts.ready; await fetch('/api/staff/session', { method: 'DELETE' })`)
  await tab.reload()
  return tab
}

test('the staff app signs in, lists the enquiries, opens one and changes its status', async ({ site }) => {
  // Another visitor's enquiry, straight to the API, with a name of its own: other engines' runs
  // add theirs to the same inbox.
  const email = uniqueEmail('staff')
  const lastName = uniqueLastName('Doherty')
  await postEnquiry({ firstName: 'Niamh', lastName, email })

  const tab = await openStaffApp(site)
  await signIn(tab)
  await openEnquiry(tab, `Niamh ${lastName}`)
  await expectText(tab, email)
  await tab.click('button', 'Mark Contacted')
  await expectText(tab, 'Marked Contacted')
  expect(await storedWith(email)).toMatchObject([{ status: 'contacted' }])
})

test('on a phone at 360 px, one tap takes an enquiry and a note joins its timeline', async ({ site }) => {
  const lastName = uniqueLastName('McCloskey')
  const { id } = await postEnquiry({ firstName: 'Seán', lastName, email: uniqueEmail('take-it') })

  const tab = await openStaffApp(site)
  await tab.resize(360, 800)
  await signIn(tab)
  await openEnquiry(tab, `Seán ${lastName}`)
  await expectText(tab, staffCopy.owner.nobody)

  await tab.click('button', staffCopy.owner.takeIt)
  await expectText(tab, staffCopy.owner.you)
  const note = 'Called back at 14:40: wants a meeting on Thursday.'
  await tab.fill(staffCopy.notes.label, note)
  await tab.click('button', staffCopy.notes.submit)
  await expectText(tab, staffCopy.notes.added)
  // The note is in the timeline, after the assignment, with its author.
  const me = process.env.E2E_STAFF_USERNAME!
  await expect
    .poll(async () => (await tab.items(staffCopy.timeline.heading)).map((entry) => entry.replace(/\s+/g, ' ')))
    .toEqual([
      expect.stringContaining(staffCopy.timeline.arrived),
      expect.stringContaining(`${staffCopy.timeline.assigned(me)}${staffCopy.timeline.by(me)}`),
      expect.stringContaining(`${staffCopy.timeline.note}${staffCopy.timeline.by(me)}`),
    ])
  await expectText(tab, note)
  expect(await fitsTheScreen(tab)).toBe(true)

  const stored = await storedRecord(id)
  expect(stored.assignee).toBe(me)
  expect(stored.timeline.at(-1)).toMatchObject({ kind: 'note', text: note, by: me })
})
