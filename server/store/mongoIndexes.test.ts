import mongoose from 'mongoose'
import { describe, expect, it } from 'vitest'
import { enquiryStatuses } from '../../app/shared/enquiry/status.ts'
import { expiredFilter, newestFirst, searchFilter } from './mongoQueries.ts'
import { buildIndexes, collections, type IndexDeclaration, mongoIndexes } from './mongoIndexes.ts'
import { models } from './mongoModels.ts'
import type { EnquirySearch } from './store.ts'

const indexes = mongoIndexes(730)
const enquiryIndexes = indexes.filter((index) => index.collection === collections.enquiries)

/**
 * The index that serves a query without a sort in memory: its first fields are the query's
 * equality fields (in any order), then the sort's fields in the sort's order and directions
 * (or all reversed). Fields the query matches otherwise ($and of regexes, a range such as the
 * overdue's reply due time) are filtered as the index is walked.
 */
function servingIndex(filter: Record<string, unknown>, sort: Record<string, 1 | -1>) {
  const isRange = (condition: unknown) => condition !== null && typeof condition === 'object' && !(condition instanceof RegExp)
  const equality = Object.keys(filter).filter((field) => !field.startsWith('$') && !isRange(filter[field]))
  return enquiryIndexes.find(({ key }) => {
    const fields = Object.entries(key)
    const prefix = fields.slice(0, equality.length).map(([field]) => field)
    const rest = fields.slice(equality.length)
    const wanted = Object.entries(sort)
    const sameOrder = rest.length === wanted.length && rest.every(([field], i) => field === wanted[i]?.[0])
    const direction = rest.every(([, dir], i) => dir === wanted[i]?.[1]) || rest.every(([, dir], i) => dir === -(wanted[i]?.[1] ?? 0))
    return equality.every((field) => prefix.includes(field)) && sameOrder && direction
  })
}

const keyName = (index: IndexDeclaration | undefined) => (index ? JSON.stringify(index.key) : 'none')

describe('MongoDB indexes', () => {
  it('serve every inbox query, held or not, filtered or not, newest first and counted, without a sort in memory', () => {
    const searches: EnquirySearch[] = []
    for (const held of [undefined, true])
      for (const status of [undefined, ...enquiryStatuses])
        for (const service of [undefined, 'licensing', 'none'] as const) for (const q of [undefined, 'aoife 07700']) searches.push({ held, status, service, q })
    for (const assignee of ['niamh', null]) searches.push({ assignee }, { assignee, q: 'aoife' })
    searches.push({ overdueAt: new Date() }, { overdueAt: new Date(), q: 'aoife' })
    const served = new Map<string, string>()
    for (const search of searches) {
      const index = servingIndex(searchFilter(search), newestFirst)
      expect(index, JSON.stringify(search)).toBeDefined()
      const view = search.overdueAt ? 'overdue' : search.assignee !== undefined ? 'assignee' : ''
      served.set(`${view}${search.status ? 'status' : ''}+${search.service ? 'service' : ''}`, keyName(index))
    }
    expect(Object.fromEntries(served)).toEqual({
      '+': '{"held":1,"createdAt":-1,"id":-1}',
      '+service': '{"held":1,"serviceType":1,"createdAt":-1,"id":-1}',
      'status+': '{"held":1,"status":1,"createdAt":-1,"id":-1}',
      'status+service': '{"held":1,"status":1,"serviceType":1,"createdAt":-1,"id":-1}',
      'assignee+': '{"held":1,"assignee":1,"createdAt":-1,"id":-1}',
      'overdue+': '{"held":1,"firstContactAt":1,"createdAt":-1,"id":-1}',
    })
  })

  it('serve the mail queue, the look-ups by id, related enquiries and the retention sweep', () => {
    expect(keyName(servingIndex({ 'mail.state': 'waiting' }, { 'mail.due': 1 }))).toBe('{"mail.state":1,"mail.due":1}')
    expect(keyName(servingIndex({ 'mail.id': 'a-job' }, {}))).toBe('{"mail.id":1}')
    expect(keyName(servingIndex({ emailKey: 'aoife@example.com' }, {}))).toBe('{"emailKey":1}')
    expect(keyName(servingIndex({ phoneKey: '+442871260000' }, {}))).toBe('{"phoneKey":1}')
    expect(enquiryIndexes.find((index) => keyName(index) === '{"id":1}')?.options).toEqual({ unique: true })
    expect(enquiryIndexes.find((index) => Object.keys(index.key)[0] === Object.keys(expiredFilter(new Date()))[0])?.options).toEqual({
      expireAfterSeconds: 730 * 86_400,
    })
  })

  it('are declared in one place: the models declare none, so `npm run staff` can build none', () => {
    const connection = mongoose.createConnection()
    for (const model of Object.values(models(connection))) expect(model.schema.indexes(), model.modelName).toEqual([])
  })
})

/**
 * A database whose application user has readWrite only: it refuses collMod, as MongoDB does
 * (code 13, Unauthorized). A stand-in, since no MongoDB server runs on the build machines.
 */
function readWriteOnlyDatabase(ttlDays: number) {
  const made: string[] = []
  const collection = (name: string) => ({
    async createIndex(key: Record<string, number>, options: { expireAfterSeconds?: number }) {
      if (name === collections.enquiries && 'retentionFrom' in key && options.expireAfterSeconds !== ttlDays * 86_400) {
        throw new mongoose.mongo.MongoServerError({ code: 85, codeName: 'IndexOptionsConflict', errmsg: 'An equivalent index already exists' })
      }
      made.push(`${name} ${JSON.stringify(key)}`)
    },
    async indexes() {
      return [{ key: { retentionFrom: 1 }, expireAfterSeconds: ttlDays * 86_400 }]
    },
  })
  const command = async () => {
    throw new mongoose.mongo.MongoServerError({ code: 13, codeName: 'Unauthorized', errmsg: 'not authorized on clarendon to execute command { collMod: ... }' })
  }
  return { db: { collection, command } as unknown as mongoose.mongo.Db, made }
}

describe('a changed ENQUIRY_RETENTION_DAYS under an app user without dbAdmin', () => {
  it('is survived: every other index is built, and the log says what still deletes when and which role is needed', async () => {
    const { db, made } = readWriteOnlyDatabase(730)
    const errors: string[] = []
    await buildIndexes(db, 365, { warn: () => {}, error: (message) => errors.push(message) })
    expect(made).toHaveLength(mongoIndexes(365).length - 1)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/still deletes after 730 days, not the configured 365 days/)
    expect(errors[0]).toMatch(/daily sweep still deletes at the configured period/)
    expect(errors[0]).toMatch(/needs readWrite, plus dbAdmin/)
  })
})
