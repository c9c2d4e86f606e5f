import { enquiryForm } from '../app/shared/content/contact.ts'
import { conflictsCopy } from '../app/shared/content/conflictsCopy.ts'
import { staffCopy } from '../app/shared/content/staff.ts'
import { fillEnquiry, notice, submitEnquiry } from './enquiryPage.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'
import { fitsTheScreen, openInbox, uniqueLastName } from './inboxPage.ts'
import { postEnquiry, storedWith, testEnquiry, uniqueEmail } from './testEnquiries.ts'

test.use({ viewport: { width: 360, height: 800 } })

test('the other party named in the form is checked against every enquirer: each enquiry shows the other as a possible conflict', async ({
  page,
  tab,
}, testInfo) => {
  const surname = uniqueLastName('Doherty')
  const { id: husband } = await postEnquiry({ firstName: 'Declan', lastName: surname, email: uniqueEmail('conflict-declan'), serviceType: 'family-law' })

  await page.goto('/contact')
  const wife = testEnquiry('conflict-sile', { firstName: 'Síle', lastName: uniqueLastName('Quinn') })
  await fillEnquiry(tab, wife)
  await page.getByLabel(enquiryForm.fields.otherParty.label).fill(`Mr Declan ${surname.toUpperCase()}`)
  await submitEnquiry(tab)
  await expect(page.getByText(notice.delivered)).toBeVisible()
  const [stored] = await storedWith(wife.email)
  expect(stored?.otherParty).toBe(`Mr Declan ${surname.toUpperCase()}`)

  await openInbox(page, `/staff/enquiries/${husband}`)
  const conflicts = page.getByRole('region', { name: conflictsCopy.heading })
  await expect(conflicts).toContainText(conflictsCopy.reasons['they-name-this-enquirer'])
  await expect(conflicts.getByRole('link')).toHaveCount(1)
  // Before who has it, so nobody takes it unseen.
  const owner = page.getByRole('region', { name: staffCopy.owner.heading })
  expect((await conflicts.boundingBox())!.y).toBeLessThan((await owner.boundingBox())!.y)
  expect(await fitsTheScreen(tab)).toBe(true)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('conflict-check-360.png') })

  await conflicts.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Síle')
  await expect(page.getByRole('region', { name: conflictsCopy.heading })).toContainText(conflictsCopy.reasons['their-enquirer-is-named-here'])
  await expect(page.locator('article dl')).toContainText(`Mr Declan ${surname.toUpperCase()}`)
})
