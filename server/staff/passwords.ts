import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import argon2 from 'argon2'
import { firm } from '../../app/shared/content/firm.ts'
import { passwordMaxLength, passwordMinLength } from '../../app/shared/staffApi.ts'

// The 49,000 passwords most often found in breaches, shipped inside the package (no request to
// another service); compared without regard to case, as guessing tools try every casing.
let common: Set<string> | undefined
const commonPasswords = () => (common ??= new Set((dictionary['passwords-common'] as string[]).map((password) => password.toLowerCase())))

let estimator: ZxcvbnFactory | undefined
const guessability = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }))

/** Words a guesser tries first against this firm's accounts, beside the username (NIST SP 800-63B §3.1.1.2: context-specific words). */
const siteWords = [
  ...firm.name.toLowerCase().split(/\s+/),
  firm.name.toLowerCase().replace(/\s+/g, ''),
  'derry',
  'londonderry',
  'inbox',
  'staff',
  'solicitor',
  String(firm.founded),
]

/** Zero-width and direction marks, byte-order marks, control characters: typed by nobody, and unseen when shown. */
const invisible = /[\p{Cf}\p{Cc}]/u

/**
 * The one check wherever a password is set (NIST SP 800-63B §3.1.1.2: a length floor, a blocklist,
 * context words, no composition rules). Length counts characters as a person types them. zxcvbn's
 * score 3 ("safely unguessable" online) is the floor: repeats, sequences and the username or the
 * firm's name with a digit are refused.
 */
export function passwordProblem(password: string, username?: string): string | undefined {
  const length = [...password].length
  if (length < passwordMinLength) return `The password must be at least ${passwordMinLength} characters long.`
  if (password.length > passwordMaxLength) return `The password must be at most ${passwordMaxLength} characters long.`
  if (password.trim() === '') return 'The password must not be only spaces.'
  if (invisible.test(password)) return 'The password must not contain invisible characters (such as a zero-width space) or control characters.'
  if (new Set(password).size === 1) return 'The password must not be one character repeated.'
  if (commonPasswords().has(password.toLowerCase())) return 'This password is on a list of common passwords that attackers try first. Please choose another.'
  if (guessability().check(password, [...siteWords, ...(username ? [username] : [])]).score < 3)
    return 'This password would be easy to guess: it repeats or counts, or is built from your username or the firm’s name. Try three or four unrelated words.'
  return undefined
}

/**
 * ARGON2_COST=test (vite.config.ts): 1 MiB and one pass, so a loaded machine does not time out the
 * suites. A hash records its own cost, so any hash verifies either way.
 */
const testCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 }

/**
 * argon2id with 64 MiB and 3 passes (above OWASP's floor for storing passwords) in one lane: each
 * check then takes one thread, and the two checked at once leave libuv's others to the rest of the
 * site on a two-core host.
 */
export const hashPassword = (password: string) =>
  argon2.hash(password, { type: argon2.argon2id, parallelism: 1, ...(process.env.ARGON2_COST === 'test' ? testCost : {}) })

// Verified against when there is no such account, so that an unknown username takes as long
// to refuse as a wrong password, and the answer's timing does not tell which it was.
let standIn: Promise<string> | undefined

export const prepareStandIn = () => (standIn ??= hashPassword(crypto.randomUUID()))

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (hash) return argon2.verify(hash, password).catch(() => false)
  await argon2.verify(await prepareStandIn(), password).catch(() => false)
  return false
}
