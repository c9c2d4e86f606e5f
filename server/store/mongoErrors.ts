import mongoose from 'mongoose'
import { StoreRejectedError, StoreUnavailableError } from './store.ts'

const driver = mongoose.mongo

/**
 * Codes that say "not now" rather than "not this", including this application's user being refused:
 * the database refuses us, not the visitor's input.
 */
const transientCodes = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  13, // Unauthorized
  18, // AuthenticationFailed
  50, // MaxTimeMSExpired
  64, // WriteConcernFailed (wtimeout: no majority in time)
  89, // NetworkTimeout
  91, // ShutdownInProgress
  134, // ReadConcernMajorityNotAvailableYet
  189, // PrimarySteppedDown
  262, // ExceededTimeLimit
  9001, // SocketException
  10058, // LegacyNotPrimary
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
])

const transientLabels = ['RetryableWriteError', 'ResetPool', 'PoolRequestedRetry', 'SystemOverloadedError'] as const

/** True when the database (not the data) failed: a network, server selection or no-primary error. */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true
  if (
    error instanceof driver.MongoNetworkError ||
    error instanceof driver.MongoServerSelectionError ||
    error instanceof driver.MongoNotConnectedError ||
    error instanceof driver.MongoTopologyClosedError ||
    error instanceof driver.MongoClientClosedError ||
    error instanceof driver.MongoOperationTimeoutError ||
    error instanceof driver.MongoWriteConcernError
  )
    return true
  // Mongoose wraps a failed first connection in its own class of the same name.
  if (error instanceof Error && error.name === 'MongooseServerSelectionError') return true
  if (!(error instanceof driver.MongoError)) return false
  return transientCodes.has(Number(error.code)) || transientLabels.some((label) => error.hasErrorLabel(label))
}

/** Anything not unavailable is rejected (400): e.g. a search with a NUL character, or a number past what the database holds. */
export function storeError(error: unknown): never {
  if (error instanceof StoreUnavailableError || error instanceof StoreRejectedError) throw error
  if (isUnavailable(error)) throw new StoreUnavailableError('The database did not answer', { cause: error })
  throw new StoreRejectedError('The database refused the request', { cause: error })
}

/** The unique index refused a second copy: for an idempotent write, the answer is the copy already stored. */
export const isDuplicateKey = (error: unknown) => (error as { code?: number })?.code === 11000
