import argon2 from 'argon2'

/** Long passwords beat complicated ones; twelve characters is the floor for staff. */
export const minimumPasswordLength = 12

export function passwordProblem(password: string): string | undefined {
  if (password.length < minimumPasswordLength) return `The password must be at least ${minimumPasswordLength} characters long.`
  return undefined
}

/**
 * The tests' cost (ARGON2_COST=test, set by vite.config.ts for vitest and the processes it starts):
 * the same argon2id at 1 MiB and one pass, so a loaded machine does not time out a suite that
 * hashes dozens of passwords. A hash records its own cost, so any hash verifies either way.
 */
const testCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 }

/** argon2id at the library's defaults (64 MiB, 3 passes, 4 lanes), OWASP's first choice for storing passwords. */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id, ...(process.env.ARGON2_COST === 'test' ? testCost : {}) })

// Verified against when there is no such account, so that an unknown username takes as long
// to refuse as a wrong password, and the answer's timing does not tell which it was.
let standIn: Promise<string> | undefined

/** Whether the password matches the hash; with no hash, the same work and false. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (hash) return argon2.verify(hash, password).catch(() => false)
  standIn ??= hashPassword(crypto.randomUUID())
  await argon2.verify(await standIn, password).catch(() => false)
  return false
}
