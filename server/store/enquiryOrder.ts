import { compareNewestFirst, type EnquiryRecord } from './enquiryRecords.ts'

/**
 * The embedded store's enquiries newest first, kept between lists, so that a list walks them
 * instead of sorting every enquiry again. nedb's cursor copies and sorts every match through a
 * generic comparison, which would be most of a list request, and grows faster than the number of
 * enquiries (docs/changelog.md). A new enquiry takes its place in the order; any
 * other change drops it, and the next list makes it again from what nedb holds.
 */
export function enquiryOrder(all: () => EnquiryRecord[]) {
  let ordered: EnquiryRecord[] | undefined

  const drop = () => {
    ordered = undefined
  }

  return {
    drop,
    current(): readonly EnquiryRecord[] {
      ordered ??= all().sort(compareNewestFirst)
      return ordered
    },
    /** Waits for a change to enquiries, then drops the order, also when the change failed part-way. */
    async after<T>(change: Promise<T>): Promise<T> {
      try {
        return await change
      } finally {
        drop()
      }
    },
    /** A new enquiry, usually the newest, in its place; one already there (the order was made meanwhile) stays once. */
    place(record: EnquiryRecord) {
      if (!ordered) return
      let low = 0
      let high = ordered.length
      while (low < high) {
        const middle = (low + high) >> 1
        if (compareNewestFirst(ordered[middle]!, record) < 0) low = middle + 1
        else high = middle
      }
      if (ordered[low]?.id !== record.id) ordered.splice(low, 0, record)
    },
  }
}
