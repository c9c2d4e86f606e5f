import { storedEnquiries, storedWith, testEnquiry } from '../testEnquiries.ts'
import { changeKept, deliveryWindow, fillEnquiry, keptInBrowser, notice, sendEnquiry, submitEnquiry } from '../enquiryPage.ts'
import { expect, expectNoText, expectText, openSite, type Site, test, workOffline } from './engineTest.ts'
import { enquiriesPath } from '../../app/shared/enquiry/enquiriesPath.ts'
import { enquiryForm, waitingCopy } from '../../app/shared/content/contact.ts'

const { fields } = enquiryForm

test('the notice shows when the server goes away before the site is stored on the device', async ({ site }) => {
  // A first visit: the visitor types while the service worker is still storing the site, and
  // our server stops answering before they press the button.
  const tab = await site.open('/contact')
  const enquiry = testEnquiry('first-visit')
  await fillEnquiry(tab, enquiry)
  await site.outage('server down', true)
  await submitEnquiry(tab)
  await expectText(tab, notice.kept)
  // No worker is active yet to take a Background Sync registration: the open-page wording.
  await expectText(tab, waitingCopy.saved('server', 'openPage'))
  await expectText(tab, notice.waiting())

  const sendWithin = await deliveryWindow(tab)
  await site.outage('server down', false)
  await expectText(tab, notice.delivered, sendWithin)
  expect(await storedWith(enquiry.email)).toHaveLength(1)
})

/** An enquiry sent from /contact once the site is on the device, while the server is down: kept there. */
async function keptWhileServerDown(site: Site, name: string) {
  const tab = await site.open('/contact')
  await workOffline(tab)
  await site.outage('server down', true)
  const enquiry = testEnquiry(name)
  await sendEnquiry(tab, enquiry)
  await expectText(tab, notice.kept)
  return { tab, enquiry }
}

test('a replay the server refuses with 400 offers the text back, to correct and send', async ({ site }) => {
  const { tab, enquiry } = await keptWhileServerDown(site, 'refused')
  expect(await tab.value(fields.email.label)).toBe('')
  // As kept by an older form, which the server now refuses: no phone number.
  await changeKept(tab, { phone: '' })

  const sendWithin = await deliveryWindow(tab)
  await site.outage('server down', false)
  await expectText(tab, notice.refused.heading, sendWithin)
  await expectText(tab, 'Please check the highlighted fields')
  await tab.click('button', notice.refused.restore)
  await expect.poll(() => tab.value(fields.email.label)).toBe(enquiry.email)
  expect(await tab.value(fields.details.label)).toBe(enquiry.details)
  expect(await storedWith(enquiry.email)).toEqual([])

  await tab.fill(fields.phone.label, '028 7126 0000')
  await submitEnquiry(tab)
  await expectText(tab, notice.delivered)
  await expectNoText(tab, notice.refused.heading)
  // Stored in international form (E.164).
  expect(await storedWith(enquiry.email)).toMatchObject([{ phone: '+442871260000' }])
})

test('two tabs replaying together store the enquiry once', async ({ site }) => {
  const { tab: first, enquiry } = await keptWhileServerDown(site, 'two-tabs')
  const second = await site.open('/contact')
  await expectText(second, notice.waiting())

  // Both tabs wake at the same backoff and both try to send it.
  const sendWithin = await deliveryWindow(first)
  await site.outage('server down', false)
  await expect.poll(() => storedWith(enquiry.email), { timeout: sendWithin }).toHaveLength(1)
  for (const tab of [first, second]) await expectNoText(tab, notice.waiting())
  expect(await keptInBrowser(first)).toBe(0)
  expect(await storedWith(enquiry.email)).toHaveLength(1)
})

test('persistent storage: asked for once where the browser has it, and the outbox keeps enquiries without it', async ({ site, engineName }) => {
  const tab = await site.open('/contact')
  await workOffline(tab)
  const canPersist = await tab.run<boolean>(`
    if (typeof navigator.storage?.persist !== 'function') return false
    const persist = StorageManager.prototype.persist
    window.persistAsked = 0
    StorageManager.prototype.persist = function () {
      window.persistAsked++
      return persist.call(this)
    }
    return true
  `)
  // Safari has it from 17; WebKitGTK 2.50 does not.
  expect(canPersist).toBe(engineName !== 'webkit')
  await site.outage('server down', true)
  const enquiries = [testEnquiry('persist-1'), testEnquiry('persist-2')]
  for (const enquiry of enquiries) {
    await sendEnquiry(tab, enquiry)
    await expect.poll(() => tab.value(fields.email.label)).toBe('')
  }
  await expectText(tab, notice.waiting(2))
  expect(await keptInBrowser(tab)).toBe(2)
  if (canPersist) expect(await tab.run('return window.persistAsked')).toBe(1)

  const sendWithin = await deliveryWindow(tab)
  await site.outage('server down', false)
  for (const { email } of enquiries) await expect.poll(() => storedWith(email), { timeout: sendWithin }).toHaveLength(1)
})

test('enquiries sent one after another through a lossy link are each stored once, in order', async ({ engine }) => {
  test.setTimeout(180_000)
  // The link spoils only enquiries: it resets some, loses some replies after the server stored
  // the enquiry, and holds one past the page's 10 s timeout.
  const site = await openSite(engine, {
    seed: 19,
    rates: { reset: 0.2, dropReply: 0.2, stall: 0.15 },
    maxStalls: 1,
    stallMs: 12_000,
    spoils: (request) => request.method === 'POST' && request.url === enquiriesPath,
  })
  try {
    const tab = await site.open('/contact')
    await workOffline(tab)
    const enquiries = Array.from({ length: 6 }, (_, n) => testEnquiry(`lossy-${n + 1}`, { firstName: `Visitor ${n + 1}` }))
    const emails = enquiries.map((enquiry) => enquiry.email)
    for (const enquiry of enquiries) {
      await sendEnquiry(tab, enquiry)
      // Sent or kept: either way the form is cleared for the next one. A stalled send is kept only
      // after the page's own 10 s timeout, which a busy machine stretches.
      await expect.poll(() => tab.value(fields.email.label), { timeout: 30_000 }).toBe('')
    }
    await expect
      .poll(async () => (await storedEnquiries()).filter((enquiry) => emails.includes(enquiry.email)).length, { timeout: 120_000 })
      .toBe(emails.length)
    await expect.poll(() => keptInBrowser(tab), { timeout: 30_000 }).toBe(0)
    const arrived = (await storedEnquiries())
      .filter((enquiry) => emails.includes(enquiry.email))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((enquiry) => enquiry.email)
    expect(arrived).toEqual(emails)
    expect(new Set(site.link.faults)).toEqual(new Set(['pass', 'reset', 'dropReply', 'stall']))
  } finally {
    await site.close()
  }
})
