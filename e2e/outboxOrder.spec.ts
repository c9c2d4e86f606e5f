import { storedEnquiries } from './testEnquiries.ts'
import { expect, test } from './throughLink.ts'

const count = 50

test.use({
  linkOptions: {
    seed: 17,
    rates: { reset: 0.12, dropReply: 0.12, stall: 0.04 },
    // Each stall costs the visitor the page's ten-second wait for an answer.
    maxStalls: 2,
    stallMs: 15_000,
  },
})

test('enquiries made one after another through a lossy link are each stored once, in the order they were made', async ({ page, link }) => {
  test.setTimeout(240_000)
  const run = `order-${Date.now()}`
  const email = (n: number) => `${run}-${n}@example.com`
  await page.goto('/contact')
  await page.evaluate(() => navigator.serviceWorker.ready)

  for (let n = 0; n < count; n++) {
    await page.getByLabel('First name').fill('Aoife')
    await page.getByLabel('Last name').fill('Brennan')
    // The address says which one it is (the details are optional, and each fill costs a round trip).
    await page.getByLabel('Email').fill(email(n))
    await page.getByLabel('Phone').fill('028 9649 6123')
    await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
    // Sent or kept to be sent: either way the form is cleared for the next one. (Checked on
    // every frame, rather than by expect's widening intervals, to keep fifty rounds short.)
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('form input[type="email"]')?.value === '', null, { timeout: 30_000 })
  }

  const ours = async () => (await storedEnquiries()).filter((stored) => stored.email.startsWith(run))
  await expect.poll(async () => (await ours()).length, { timeout: 120_000 }).toBe(count)
  await expect(page.getByText(/waiting to be sent/)).toBeHidden()

  const stored = await ours()
  const made = Array.from({ length: count }, (_, n) => email(n))
  expect(stored.map((enquiry) => enquiry.email).sort()).toEqual([...made].sort())
  // Arrival order: each enquiry was stored no later than the one made after it.
  const storedAt = new Map(stored.map((enquiry) => [enquiry.email, Date.parse(enquiry.createdAt)]))
  const late = made.filter((address, n) => n > 0 && storedAt.get(address)! < storedAt.get(made[n - 1]!)!)
  expect(late, 'enquiries stored before one made earlier').toEqual([])
  // The link really was lossy.
  for (const fault of ['reset', 'dropReply', 'stall'] as const) expect(link.faults).toContain(fault)
})
