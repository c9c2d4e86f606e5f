import { waitingCopy } from '../../app/shared/content/contact.ts'
import { storedWith, testEnquiry } from '../testEnquiries.ts'
import { deliveryWindow, keptBy, keptInBrowser, notice, sendEnquiry } from '../enquiryPage.ts'
import { expect, expectNoText, expectText, type Outage, test, workOffline } from './engineTest.ts'

/**
 * The outbox's promise on one kind of outage: kept on the device, a notice that says truly why
 * and when it will go on this browser, and delivered exactly once, by the open page or by the
 * next visit. Called by offline.spec.ts and serverDown.spec.ts.
 */
export function outboxFlows(outage: Outage) {
  const reason = outage === 'offline' ? 'offline' : 'server'

  test(`an enquiry made ${outage} is kept, the notice says why and when, and the open page delivers it once`, async ({ site, engineName }) => {
    const tab = await site.open('/contact')
    await workOffline(tab)
    await site.outage(outage, true)
    const enquiry = testEnquiry(`${reason}-open`)
    await sendEnquiry(tab, enquiry)
    await expectText(tab, notice.kept)
    // Only Chromium has Background Sync; the notice must not promise it anywhere else.
    const by = await keptBy(tab)
    expect(by).toBe(engineName === 'chromium' ? 'backgroundSync' : 'openPage')
    await expectText(tab, waitingCopy.saved(reason, by))
    await expectText(tab, notice.waiting())
    // The waiting notice's own line says the same: why it waits, when it goes, and (the server
    // down) the phone number.
    await expectText(tab, waitingCopy.why(reason, by))
    expect(await keptInBrowser(tab)).toBe(1)
    expect(await storedWith(enquiry.email)).toEqual([])

    const sendWithin = await deliveryWindow(tab)
    await site.outage(outage, false)
    // Without Background Sync the open page sends it: on the `online` event, or at its next attempt.
    await expectText(tab, notice.delivered, sendWithin)
    await expectNoText(tab, notice.waiting())
    expect(await storedWith(enquiry.email)).toHaveLength(1)
    expect(await keptInBrowser(tab)).toBe(0)
  })

  test(`an enquiry made ${outage} and left is delivered once when the site is next opened`, async ({ site }) => {
    const first = await site.open('/contact')
    await workOffline(first)
    await site.outage(outage, true)
    const enquiry = testEnquiry(`${reason}-next`)
    await sendEnquiry(first, enquiry)
    await expectText(first, notice.kept)
    const backgroundSync = (await keptBy(first)) === 'backgroundSync'
    await first.close()

    await site.outage(outage, false)
    // Only a browser with Background Sync may send it with no page of ours open.
    if (!backgroundSync) expect(await storedWith(enquiry.email)).toEqual([])
    const next = await site.open('/')
    if (!backgroundSync) await expectText(next, notice.delivered, 30_000)
    await expect.poll(() => storedWith(enquiry.email), { timeout: 30_000 }).toHaveLength(1)
    await expect.poll(() => keptInBrowser(next)).toBe(0)
    expect(await storedWith(enquiry.email)).toHaveLength(1)
  })
}
