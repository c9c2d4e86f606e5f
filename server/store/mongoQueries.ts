import { isContact, type TimelineEntry } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { EnquirySearch } from './store.ts'
import { type SearchWord, searchTerms } from './storedEnquiry.ts'

export const newestFirst = { createdAt: -1, id: -1 } as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function wordPatterns({ text, digits }: SearchWord): Array<Record<string, RegExp>> {
  const pattern = new RegExp(escapeRegExp(text), 'i')
  return [
    { firstName: pattern },
    { lastName: pattern },
    { otherParty: pattern },
    { email: pattern },
    { phone: pattern },
    { details: pattern },
    ...(digits ? [{ phoneDigits: new RegExp(digits) }] : []),
  ]
}

export function searchFilter(search: EnquirySearch): Record<string, unknown> {
  const { status, serviceType, words, assignee, held, overdueAt, arrivedBefore } = searchTerms(search)
  return {
    held,
    ...(status ? { status } : {}),
    ...(serviceType !== undefined ? { serviceType } : {}),
    ...(assignee !== undefined ? { assignee } : {}),
    ...(overdueAt ? { firstContactAt: null, replyDueAt: { $lt: overdueAt } } : {}),
    ...(arrivedBefore ? { createdAt: { $lt: arrivedBefore } } : {}),
    ...(words.length ? { $and: words.map((word) => ({ $or: wordPatterns(word) })) } : {}),
  }
}

/** Appends to the timeline; a contact (isContact) is also the first contact, if none came before. */
export function timelineUpdate(entry: TimelineEntry, set: Record<string, unknown> = {}) {
  const contact = isContact(entry)
  return {
    ...(Object.keys(set).length > 0 ? { $set: set } : {}),
    $push: { timeline: entry },
    ...(contact ? { $min: { firstContactAt: entry.at } } : {}),
  }
}

export const expiredFilter = (cutoff: Date) => ({ retentionFrom: { $lt: cutoff } })
export const heldBeforeFilter = (cutoff: Date) => ({ held: true, createdAt: { $lt: cutoff } })
