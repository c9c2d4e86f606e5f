import mongoose from 'mongoose'
import { describe, expect, it } from 'vitest'
import { connectionOptions, databaseName } from './mongoConnection.ts'

/** The client mongoose makes from a URI and our options, without waiting for it to connect. */
async function clientOptions(uri: string) {
  const connection = mongoose.createConnection(uri, connectionOptions(uri, databaseName(uri)))
  connection.asPromise().catch(() => undefined)
  const client = connection.getClient()
  await client.close(true)
  return client.options
}

describe('MONGODB_URI', () => {
  it('names the database in its path, or the data goes in clarendon (never the driver\'s "test")', () => {
    expect(databaseName('mongodb://db.example:27017/firm')).toBe('firm')
    expect(databaseName('mongodb://db.example:27017')).toBe('clarendon')
    expect(databaseName('mongodb://u:p@a.example:27017,b.example:27017/?replicaSet=rs0&authSource=admin')).toBe('clarendon')
    expect(databaseName('mongodb+srv://u:p@cluster0.abcde.mongodb.net/clarendon_live?retryWrites=true&w=majority')).toBe('clarendon_live')
    expect(() => databaseName('mongodb+srv://a.example,b.example/')).toThrow()
  })

  it("keeps the hosts of a replica set and the user's authSource as the URI says", async () => {
    const replicaSet = await clientOptions('mongodb://app:pw@127.0.0.1:9,127.0.0.1:10/?replicaSet=rs0')
    expect(replicaSet.hosts.map(String)).toEqual(['127.0.0.1:9', '127.0.0.1:10'])
    expect(replicaSet.replicaSet).toBe('rs0')
    // The data goes in clarendon, but the user still signs in against admin, as for any URI without a path.
    expect(replicaSet.credentials?.source).toBe('admin')
    expect((await clientOptions('mongodb://app:pw@127.0.0.1:9/firm')).credentials?.source).toBe('firm')
    expect((await clientOptions('mongodb://app:pw@127.0.0.1:9/firm?authSource=users')).credentials?.source).toBe('users')
  })

  it('asks for writes a majority holds in its journal, and a bounded wait for them', async () => {
    const options = await clientOptions('mongodb://127.0.0.1:9/firm')
    expect(options.writeConcern).toMatchObject({ w: 'majority', journal: true, wtimeoutMS: 5000 })
    expect(options.serverSelectionTimeoutMS).toBe(5000)
    expect((await clientOptions('mongodb://127.0.0.1:9/firm?serverSelectionTimeoutMS=200')).serverSelectionTimeoutMS).toBe(200)
  })

  it('builds no index and makes no collection by itself (so `npm run staff` touches neither)', () => {
    expect(connectionOptions('mongodb://127.0.0.1:9/firm', 'firm')).toMatchObject({
      dbName: 'firm',
      autoIndex: false,
      autoCreate: false,
      bufferCommands: false,
    })
  })
})
