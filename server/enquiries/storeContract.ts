import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../../app/enquiry/sampleEnquiry.ts'
import type { EnquiryStore } from './store.ts'

/** What every EnquiryStore must do, whatever keeps the data. */
export function describeStoreContract(name: string, open: () => Promise<{ store: EnquiryStore; reopen: () => Promise<EnquiryStore> }>) {
  describe(`${name} store`, () => {
    let store: EnquiryStore
    let reopen: () => Promise<EnquiryStore>

    beforeEach(async () => {
      ;({ store, reopen } = await open())
    })
    afterEach(async () => {
      await store.close()
    })

    it('stores an enquiry with the time it arrived', async () => {
      const before = Date.now()
      const { enquiry, created } = await store.insert(sampleEnquiry({ firstName: 'Séamus' }))
      expect(created).toBe(true)
      expect(enquiry.firstName).toBe('Séamus')
      expect(Date.parse(enquiry.createdAt)).toBeGreaterThanOrEqual(before - 1000)
      expect(await store.list()).toEqual([enquiry])
    })

    it('when the same enquiry arrives twice, stores it once and returns the first', async () => {
      const first = await store.insert(sampleEnquiry({ details: 'first attempt' }))
      const again = await store.insert({ ...sampleEnquiry({ details: 'replayed' }), id: first.enquiry.id })
      expect(again).toEqual({ enquiry: first.enquiry, created: false })
      expect(await store.list()).toHaveLength(1)
    })

    it('when copies of one enquiry arrive at once, stores exactly one', async () => {
      const enquiry = sampleEnquiry()
      const results = await Promise.all(Array.from({ length: 8 }, () => store.insert(enquiry)))
      expect(results.filter((r) => r.created)).toHaveLength(1)
      expect(new Set(results.map((r) => r.enquiry.createdAt)).size).toBe(1)
      expect(await store.list()).toHaveLength(1)
    })

    it('lists enquiries newest first', async () => {
      const older = await store.insert(sampleEnquiry({ firstName: 'Older' }))
      await new Promise((resolve) => setTimeout(resolve, 10))
      const newer = await store.insert(sampleEnquiry({ firstName: 'Newer' }))
      expect((await store.list()).map((e) => e.id)).toEqual([newer.enquiry.id, older.enquiry.id])
    })

    it('keeps enquiries when it is closed and opened again', async () => {
      const { enquiry } = await store.insert(sampleEnquiry())
      await store.close()
      store = await reopen()
      expect(await store.list()).toEqual([enquiry])
    })

    it('answers a ping while it is open', async () => {
      await expect(store.ping()).resolves.toBeUndefined()
    })
  })
}
