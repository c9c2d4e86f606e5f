import mongoose from 'mongoose'
import { describe, expect, it } from 'vitest'
import { searchFilter } from './mongoQueries.ts'
import { isUnavailable, storeError } from './mongoErrors.ts'
import { StoreRejectedError, StoreUnavailableError } from './store.ts'

const driver = mongoose.mongo

/** The error the serializer throws for a value, as it would while sending a query. */
function serializing(value: object) {
  try {
    driver.BSON.serialize(value)
  } catch (error) {
    return error
  }
  throw new Error('serialized without an error')
}

const serverError = (code: number, codeName: string, errorLabels: string[] = []) =>
  new driver.MongoServerError({ code, codeName, errmsg: codeName, errorLabels })

describe('MongoDB errors', () => {
  it('calls the database unavailable when it cannot be reached, has no primary or cannot get a majority in time', () => {
    for (const error of [
      new driver.MongoNetworkError('connect ECONNREFUSED 127.0.0.1:27017'),
      new driver.MongoNetworkTimeoutError('connection timed out'),
      new driver.MongoNotConnectedError('not connected'),
      new driver.MongoTopologyClosedError(),
      serverError(10107, 'NotWritablePrimary'),
      serverError(13435, 'NotPrimaryNoSecondaryOk'),
      serverError(11602, 'InterruptedDueToReplStateChange'),
      serverError(91, 'ShutdownInProgress'),
      serverError(13, 'Unauthorized'),
      serverError(1, 'InternalError', ['RetryableWriteError']),
      new driver.MongoWriteConcernError({ ok: 1, writeConcernError: { code: 64, errmsg: 'waiting for replication timed out', errInfo: { wtimeout: true } } }),
    ]) {
      expect(isUnavailable(error), error.message).toBe(true)
      expect(() => storeError(error)).toThrow(StoreUnavailableError)
    }
  })

  it("knows mongoose's failed first connection", async () => {
    const connection = mongoose.createConnection('mongodb://127.0.0.1:9/clarendon?serverSelectionTimeoutMS=100')
    const error = await connection.asPromise().catch((failure: unknown) => failure)
    expect(isUnavailable(error)).toBe(true)
  })

  it('calls bad values a refusal (400), not an outage: a NUL in a search, a number past int64, a bad value', () => {
    // The filter the inbox search would send for it.
    const nul = serializing(searchFilter({ q: 'a\u0000b' }))
    // The server's answer to a skip it cannot hold as a 64-bit integer.
    const pastInt64 = serverError(2, 'BadValue')
    for (const error of [nul, pastInt64, serverError(14, 'TypeMismatch'), new driver.MongoInvalidArgumentError('skip must be a number')]) {
      expect(isUnavailable(error)).toBe(false)
      expect(() => storeError(error)).toThrow(StoreRejectedError)
    }
  })
})
