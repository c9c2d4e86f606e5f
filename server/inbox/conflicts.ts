import type { EnquiryRecord } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { PossibleConflict } from '../../app/shared/staffApi.ts'
import type { EnquiryParties } from '../store/store.ts'
import { phoneKey } from '../store/storedEnquiry.ts'

/** Words a name can carry or leave out without being another party's: titles, and a company's form. */
const ignoredWords = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'the', 'ltd', 'limited', 'plc', 'llp', 'llc', 'co', 'company', 'inc'])

/** Letters NFKD leaves whole: Polish, Turkish, Nordic and German ones common in Northern Ireland. */
const plainLetters: Record<string, string> = { ł: 'l', ı: 'i', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' }

/** Irish surname prefixes, written apart or joined: the women's forms read as the men's (Ní Néill as Ó Néill). */
const prefixes: Record<string, string> = { o: 'o', ni: 'o', ui: 'o', mac: 'mc', mc: 'mc', nic: 'mc', mhic: 'mc' }

/**
 * A name as the conflict check compares it: without accents, case, apostrophes or punctuation, an
 * Irish prefix joined to the name it belongs to (O Neill, O'Neill and Ní Néill alike; Mac Giolla,
 * MacGiolla and Nic Giolla alike, a lenited h after it dropped), and without the words in ignoredWords.
 */
export function nameWords(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łıøđßæœþ]/g, (letter) => plainLetters[letter]!)
    .replace(/[\p{Pi}\p{Pf}'`´ʼ]/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !ignoredWords.has(word))
  const joined: string[] = []
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!
    const prefix = prefixes[word]
    const next = words[index + 1]
    if (prefix && next) {
      joined.push(prefix + (next[1] === 'h' && next.length > 2 ? next[0] + next.slice(2) : next))
      index++
    } else joined.push(word.replace(/^mac(?=\p{L}{3})/u, 'mc'))
  }
  return joined
}

/** The parties one "Other party" names: "Patrick Kelly and Kelly Lettings Ltd" is two. */
export const namedParties = (text: string) => text.split(/[,;/&+]|\band\b|\bof\b/i).filter((part) => nameWords(part).length > 0)

/** The same word, or an initial of it. */
const sameWord = (one: string, other: string) => one === other || (one.length === 1 && other.startsWith(one)) || (other.length === 1 && one.startsWith(other))

/**
 * Every word of the shorter name is in the longer (an initial standing for a word), the longer has
 * at most two words more (a middle name, a second surname), and it takes two words unless both
 * have one: "Aoife Brennan", "A. Brennan" and "Mrs Aoife M. Brennan" may be one person; "Brennan"
 * alone is every Brennan.
 */
export function mayBeSameParty(one: string, other: string) {
  const [shorter, longer] = [nameWords(one), nameWords(other)].sort((a, b) => a.length - b.length) as [string[], string[]]
  if (shorter.length === 0 || shorter.length < Math.min(2, longer.length) || longer.length - shorter.length > 2) return false
  const unused = [...longer]
  for (const word of shorter) {
    const at = unused.findIndex((candidate) => sameWord(word, candidate))
    if (at < 0) return false
    unused.splice(at, 1)
  }
  // Initials alone are nobody in particular.
  return shorter.some((word) => word.length > 1)
}

/** At most this many are listed; the rest are counted. */
export const conflictsListed = 20

const enquirerName = (parties: Pick<EnquiryParties, 'firstName' | 'lastName'>) => `${parties.firstName} ${parties.lastName}`

/**
 * The other enquiries that may stop the firm acting on this one, newest first: a party it names as
 * the other side wrote to the firm, or someone who wrote named this enquirer as theirs. Sharing an
 * e-mail or phone does not make two enquirers one person (a couple on one landline); only the same
 * contact and the same name does. A held one is spam until released (the store leaves those out).
 */
export function possibleConflicts(enquiry: EnquiryRecord, everyone: readonly EnquiryParties[]): { total: number; items: PossibleConflict[] } {
  const emailKey = enquiry.email.toLowerCase()
  const samePhone = enquiry.phone.trim() === '' ? undefined : phoneKey(enquiry.phone)
  const name = enquirerName(enquiry)
  const named = namedParties(enquiry.otherParty)
  const found = everyone
    .filter((other) => other.id !== enquiry.id)
    .filter((other) => !((other.emailKey === emailKey || other.phoneKey === samePhone) && mayBeSameParty(enquirerName(other), name)))
    .flatMap((other): PossibleConflict[] => {
      const reasons: PossibleConflict['reasons'] = []
      if (named.some((party) => mayBeSameParty(party, enquirerName(other)))) reasons.push('their-enquirer-is-named-here')
      if (namedParties(other.otherParty).some((party) => mayBeSameParty(party, name))) reasons.push('they-name-this-enquirer')
      if (reasons.length === 0) return []
      return [{ id: other.id, createdAt: other.createdAt.toISOString(), status: other.status, serviceType: other.serviceType, reasons }]
    })
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
  return { total: found.length, items: found.slice(0, conflictsListed) }
}
