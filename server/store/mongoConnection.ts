import { ConnectionString } from 'mongodb-connection-string-url'
import mongoose, { type Connection } from 'mongoose'

/** The database the firm's data goes in when MONGODB_URI names none (the driver would use "test"). */
const defaultDatabaseName = 'clarendon'

/** Parsed as MongoDB parses it, so a replica set's hosts and `mongodb+srv://` work; throws on a URI MongoDB would refuse. */
export function databaseName(uri: string): string {
  const path = decodeURIComponent(new ConnectionString(uri).pathname.replace(/^\//, ''))
  return path || defaultDatabaseName
}

/**
 * A write is acknowledged once a majority has it in its journal, so an answered enquiry survives
 * a crash and a failover; when no majority can be had it fails after wtimeoutMS (503).
 */
const writeConcern = { w: 'majority', journal: true, wtimeoutMS: 5000 } as const

/** Timeouts the URI may set for itself (e.g. a test's short server selection). */
const ourTimeouts = { serverSelectionTimeoutMS: 5000, socketTimeoutMS: 30_000 }

/** `dbName` is mongoose's own option, so the user still authenticates against the database the URI says. */
export function connectionOptions(uri: string, dbName: string): mongoose.ConnectOptions {
  const inUri = new Set([...new ConnectionString(uri).searchParams.keys()].map((key) => key.toLowerCase()))
  const timeouts = Object.entries(ourTimeouts).filter(([name]) => !inUri.has(name.toLowerCase()))
  return {
    dbName,
    // Operations fail at once while the database is down (503), rather than queueing in memory.
    bufferCommands: false,
    // Indexes are built by the server at boot (mongoIndexes.ts), never by `npm run staff`.
    autoIndex: false,
    autoCreate: false,
    // Fails rather than hangs when the connection goes silent mid-operation (a partition).
    ...Object.fromEntries(timeouts),
    writeConcern,
  }
}

/** The URI's own options (authSource, replicaSet, tls...) are left as they are. */
export async function connectOnce(uri: string, dbName = databaseName(uri)): Promise<Connection> {
  const connection = mongoose.createConnection(uri, connectionOptions(uri, dbName))
  try {
    return await connection.asPromise()
  } catch (error) {
    await connection.close().catch(() => undefined)
    throw error
  }
}

/** A server selection error carries the whole topology; only the first server's own error (e.g. ECONNREFUSED) says why. */
export function whyUnreachable(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const servers = (error as { reason?: { servers?: Map<string, { error?: Error | null }> } }).reason?.servers
  const cause = [...(servers?.values() ?? [])].map((server) => server.error?.message).find(Boolean)
  return (cause && !message.includes(cause) ? `${message} (${cause})` : message).split('\n')[0] ?? ''
}
