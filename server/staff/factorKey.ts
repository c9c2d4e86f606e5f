import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '../config.ts'
import type { AccountRepository } from '../store/store.ts'

const sealedPrefix = 'sealed1:'

/** Seals authenticator-app keys (AES-256-GCM) with a key kept outside the database, so neither the database nor its backups hold them usable. */
export interface FactorKey {
  seal(secret: string): string
  /** The key in clear; a value stored before keys were sealed is returned as it is. */
  open(stored: string): string
  isSealed(stored: string): boolean
}

export const factorKeyFile = 'factor.key'

export function factorKey(key: Buffer): FactorKey {
  if (key.length !== 32) throw new Error('A factor key is 32 bytes')
  return {
    seal(secret) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
      return `${sealedPrefix}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')}`
    },
    open(stored) {
      if (!this.isSealed(stored)) return stored
      const [iv, tag, sealed] = stored
        .slice(sealedPrefix.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'))
      const decipher = createDecipheriv('aes-256-gcm', key, iv!)
      decipher.setAuthTag(tag!)
      return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8')
    },
    isSealed: (stored) => stored.startsWith(sealedPrefix),
  }
}

/**
 * The embedded store's key when FACTOR_KEY is not set: a file beside the database, 0600, made once.
 * `npm run backup` copies the database alone, so a backup holds sealed keys without the key.
 */
export function factorKeyBeside(dataDir: string): Buffer {
  const file = path.join(dataDir, factorKeyFile)
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' })
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url')
}

/** FACTOR_KEY, or the embedded store's own file (loadConfig refuses MongoDB without FACTOR_KEY); called once the store has made its folder. */
export function configuredFactorKey({ factorKey: given, dataDir }: Pick<Config, 'factorKey' | 'dataDir'>) {
  return factorKey(given ?? factorKeyBeside(dataDir))
}

/** Seals any authenticator key a store still holds in clear, at boot, so none stays usable in the store or its backups; how many. */
export async function sealClearFactorKeys(accounts: AccountRepository, key: FactorKey) {
  let sealed = 0
  for (const { username } of await accounts.list()) {
    const secret = (await accounts.find(username))?.totpSecret
    if (secret && !key.isSealed(secret) && (await accounts.setTotp(username, key.seal(secret)))) sealed++
  }
  return sealed
}
