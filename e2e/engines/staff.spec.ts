import { postEnquiry, storedWith, uniqueEmail } from '../testEnquiries.ts'
import { storedRecord, uniqueLastName } from '../inboxPage.ts'
import { expect, expectText, test } from './engineTest.ts'
import { fitsTheScreen, openEnquiry, openStaffApp, signInOn } from './staffInbox.ts'
import { staffCopy } from '../../app/shared/content/staff.ts'

test('the staff app signs in, lists the enquiries, opens one and changes its status', async ({ site }) => {
  // Another visitor's enquiry, straight to the API, with a name of its own: other engines' runs
  // add theirs to the same inbox.
  const email = uniqueEmail('staff')
  const lastName = uniqueLastName('Doherty')
  await postEnquiry({ firstName: 'Niamh', lastName, email })

  const tab = await openStaffApp(site)
  await signInOn(tab)
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
  await signInOn(tab)
  await openEnquiry(tab, `Seán ${lastName}`)
  await expectText(tab, staffCopy.owner.nobody)

  await tab.click('button', staffCopy.owner.takeIt)
  await expectText(tab, staffCopy.owner.you)
  const note = 'Called back at 14:40: wants a meeting on Thursday.'
  await tab.fill(staffCopy.notes.label, note)
  // As a thumb brings the note's field up the screen to write in it. Scrolled only to the foot of
  // the screen, its button was reported covered by WebKitGTK's driver ("element click intercepted").
  await tab.run('document.activeElement.scrollIntoView({ block: "center", behavior: "instant" })')
  await tab.click('button', staffCopy.notes.submit)
  await expectText(tab, staffCopy.notes.added)
  // The note is in the timeline, after the assignment, with its author.
  const me = process.env.E2E_STAFF_USERNAME!
  await expect
    .poll(() =>
      tab.run<string[]>('return [...document.querySelectorAll("#timeline-heading + ol > li")].map((entry) => entry.textContent.replace(/\\s+/g, " "))'),
    )
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
