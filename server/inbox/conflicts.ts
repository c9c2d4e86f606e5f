import type { EnquiryRecord } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { PossibleConflict } from '../../app/shared/staffApi.ts'
import type { EnquiryParties } from '../store/store.ts'
import { phoneKey } from '../store/storedEnquiry.ts'

/** Words a name can carry or leave out without being another party's: titles, and a company's form. */
const ignoredWords = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'the', 'and', 'ltd', 'limited', 'plc', 'llp', 'llc', 'co', 'company', 'inc'])

/**
 * A name as the conflict check compares it: without accents, case or punctuation ("Ó Dochartaigh",
 * "o'dochartaigh"), an Irish O joined to the name it belongs to ("O Neill", "O'Neill"), Mac as Mc,
 * and without the words in ignoredWords.
 */
export function nameWords(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !ignoredWords.has(word))
  const joined: string[] = []
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!
    const next = words[index + 1]
    if (word === 'o' && next) {
      joined.push(`o${next}`)
      index++
    } else joined.push(word.replace(/^mac(?=\p{L}{3})/u, 'mc'))
  }
  return joined
}

/**
 * Every word of the shorter name is in the longer, and it has two at least unless both have one:
 * "Aoife Brennan" and "Mrs Aoife M. Brennan" may be one person; "Brennan" alone is every Brennan.
 */
export function mayBeSameParty(one: string, other: string) {
  const [shorter, longer] = [nameWords(one), nameWords(other)].sort((a, b) => a.length - b.length) as [string[], string[]]
  return shorter.length >= Math.min(2, longer.length) && shorter.length > 0 && shorter.every((word) => longer.includes(word))
}

const enquirerName = (parties: Pick<EnquiryParties, 'firstName' | 'lastName'>) => `${parties.firstName} ${parties.lastName}`

/**
 * The other enquiries that may stop the firm acting on this one, newest first: whoever it names as
 * the other party wrote to the firm, or someone who wrote named this enquirer as theirs. The same
 * person's other enquiries (same e-mail or phone) are no conflict, and a held one is spam until
 * released (the store leaves those out).
 */
export function possibleConflicts(enquiry: EnquiryRecord, everyone: readonly EnquiryParties[]): PossibleConflict[] {
  const emailKey = enquiry.email.toLowerCase()
  const samePhone = enquiry.phone.trim() === '' ? undefined : phoneKey(enquiry.phone)
  const name = enquirerName(enquiry)
  return everyone
    .filter((other) => other.id !== enquiry.id && other.emailKey !== emailKey && other.phoneKey !== samePhone)
    .flatMap((other): PossibleConflict[] => {
      const reasons: PossibleConflict['reasons'] = []
      if (enquiry.otherParty !== '' && mayBeSameParty(enquiry.otherParty, enquirerName(other))) reasons.push('their-enquirer-is-named-here')
      if (other.otherParty !== '' && mayBeSameParty(other.otherParty, name)) reasons.push('they-name-this-enquirer')
      if (reasons.length === 0) return []
      return [{ id: other.id, createdAt: other.createdAt.toISOString(), status: other.status, serviceType: other.serviceType, reasons }]
    })
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
}
