import { postEnquiry, storedWith, uniqueEmail } from '../testEnquiries.ts'
import { expect, expectText, test } from './engineTest.ts'

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
  await expectText(tab, 'Sign in to the inbox')
  await tab.fill('Username', process.env.E2E_STAFF_USERNAME!)
  await tab.fill('Password', process.env.E2E_STAFF_PASSWORD!)
  await tab.click('button', 'Sign in')
  await expectText(tab, 'Sign out')
  await expectText(tab, name)

  await tab.click('link', name)
  await expect.poll(() => tab.run<string>('return document.querySelector("h1")?.textContent ?? ""')).toContain(name)
  await expectText(tab, email)
  await tab.click('button', 'Mark Contacted')
  await expectText(tab, 'Marked Contacted')
  expect(await storedWith(email)).toMatchObject([{ status: 'contacted' }])
})
