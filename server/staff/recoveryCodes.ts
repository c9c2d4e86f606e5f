import { createHash, randomInt } from 'node:crypto'

/** Letters and digits that cannot be mistaken for one another when copied from paper (no i, l, o, 0, 1). */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
export const recoveryCodeCount = 10

/** A code as the schema compacts it (RecoveryCodeSchema): lower case, no hyphen. Ten characters of 31: 49 bits, so a fast hash is enough. */
export const recoveryCodeHash = (compact: string) => createHash('sha256').update(compact).digest('hex')

/** Ten new codes to show once (xxxxx-xxxxx), and the hashes to keep. */
export function newRecoveryCodes() {
  const codes = Array.from({ length: recoveryCodeCount }, () => Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join(''))
  return { codes: codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`), hashes: codes.map(recoveryCodeHash) }
}
