import { postEnquiry, storedWith, uniqueEmail } from '../testEnquiries.ts'
import { expect, expectText, test } from './engineTest.ts'
import { staffCopy } from '../../app/shared/content/staff.ts'

const { signIn } = staffCopy

test('the staff app signs in, lists the enquiries, opens one and changes its status', async ({ site }) => {
  // Another visitor's enquiry, straight to the API.
  const email = uniqueEmail('staff')
  // A name of its own: other engines' runs add theirs to the same inbox.
  const lastName = `Doherty ${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)
    .toUpperCase()}`
  const name = `Niamh ${lastName}`
  await postEnquiry({ firstName: 'Niamh', lastName, email })

  const tab = await site.open('/staff')
  await expectText(tab, signIn.heading)
  await tab.fill(signIn.username, process.env.E2E_STAFF_USERNAME!)
  await tab.fill(signIn.password, process.env.E2E_STAFF_PASSWORD!)
  await tab.click('button', signIn.submit)
  await expectText(tab, staffCopy.signOut)
  await expectText(tab, name)

  await tab.click('link', name)
  await expect.poll(() => tab.run<string>('return document.querySelector("h1")?.textContent ?? ""')).toContain(name)
  await expectText(tab, email)
  await tab.click('button', 'Mark Contacted')
  await expectText(tab, 'Marked Contacted')
  expect(await storedWith(email)).toMatchObject([{ status: 'contacted' }])
})
