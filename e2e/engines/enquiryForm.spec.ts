import { storedWith, testEnquiry } from '../testEnquiries.ts'
import { notice, sendEnquiry } from '../enquiryPage.ts'
import { expect, expectText, test } from './engineTest.ts'
import { enquiryForm } from '../../app/shared/content/contact.ts'

test('the area of law a service page links to is chosen before the form is React, and a number from abroad is taken', async ({ site }) => {
  const tab = await site.open('/contact?service=family-law')
  // Read as soon as the page has loaded, before anyone touches the form (it becomes React on first use).
  const react = await tab.run<boolean>(`return document.querySelector('[data-island="EnquiryForm"]').hasAttribute('data-hydrated')`)
  expect({ area: await tab.value(enquiryForm.areaOfLaw.label), react }).toEqual({ area: 'family-law', react: false })
  const enquiry = testEnquiry('engine-abroad', { phone: '+34 612 345 678' })
  await sendEnquiry(tab, enquiry)
  await expectText(tab, notice.delivered)
  expect(await storedWith(enquiry.email)).toMatchObject([{ phone: '+34612345678', serviceType: 'family-law' }])
})
