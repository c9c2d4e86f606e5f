import { createHmac } from 'node:crypto'
import type { Store } from '../store/store.ts'
import { mailbox } from './mailbox.ts'

/**
 * One a day per mailbox (mailbox.ts), counted under an HMAC with a secret the store keeps, so the
 * count holds no address, nor one a list of addresses could be hashed to find.
 */
export function acknowledgementKeys(store: Store) {
  let secret: Promise<string> | undefined
  return async (email: string) => {
    secret ??= store.secret('acknowledgement-key').catch((error) => {
      secret = undefined
      throw error
    })
    return createHmac('sha256', await secret)
      .update(mailbox(email))
      .digest('hex')
  }
}
