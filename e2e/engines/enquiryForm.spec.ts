import { storedWith, testEnquiry } from '../testEnquiries.ts'
import { notice, sendEnquiry } from './enquiry.ts'
import { expect, expectText, test } from './engineTest.ts'

test('the area of law a service page links to is chosen before the form is React, and a number from abroad is taken', async ({ site }) => {
  const tab = await site.open('/contact?service=family-law')
  // Read as soon as the page has loaded, before anyone touches the form (it becomes React on first use).
  const served = await tab.run<{ area: string; react: boolean }>(`
    const island = document.querySelector('[data-island="EnquiryForm"]')
    return { area: island.querySelector('select[name="serviceType"]').value, react: island.hasAttribute('data-hydrated') }
  `)
  expect(served).toEqual({ area: 'family-law', react: false })
  const enquiry = testEnquiry('engine-abroad', { phone: '+34 612 345 678' })
  await sendEnquiry(tab, enquiry)
  await expectText(tab, notice.delivered)
  expect(await storedWith(enquiry.email)).toMatchObject([{ phone: '+34612345678', serviceType: 'family-law' }])
})
