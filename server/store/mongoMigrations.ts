import type { Connection } from 'mongoose'
import { isDuplicateKey } from './mongoErrors.ts'
import { collections } from './mongoIndexes.ts'
import { StoreOpenError } from './store.ts'

export type MongoMigration = (connection: Connection) => Promise<void>

/**
 * Steps after version 0 (the documents this code writes), each recorded in the migrations collection.
 * A released step is never edited, and converts documents by a write conditional on their old shape,
 * so two servers starting at once (or a step run again) change each document once.
 */
export const migrations: MongoMigration[] = []

export const mongoSchemaVersion = migrations.length

/** A database with a step this code does not know is refused, since this code would misread it. */
export async function migrate(connection: Connection, steps: readonly MongoMigration[] = migrations) {
  const applied = connection.collection<{ _id: number; appliedAt: Date }>(collections.migrations)
  const newest = await applied.find().sort({ _id: -1 }).limit(1).next()
  if (newest && newest._id > steps.length) {
    throw new StoreOpenError(
      `The MongoDB database ${connection.db?.databaseName} has schema version ${newest._id}, newer than this version of the server knows ` +
        `(${steps.length}): it was written by a later release. The server has stopped and changed nothing in it; run that release (or a later one).`,
    )
  }
  for (const [index, step] of steps.entries()) {
    const number = index + 1
    if (newest && number <= newest._id) continue
    await step(connection)
    await applied.insertOne({ _id: number, appliedAt: new Date() }).catch((error) => {
      // Another server starting at the same time recorded it first.
      if (!isDuplicateKey(error)) throw error
    })
  }
}
