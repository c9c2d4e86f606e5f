import { storeError } from './mongoErrors.ts'
import type { UseModels } from './mongoModels.ts'
import type { AuditLog } from './store.ts'

export function mongoAudit(use: UseModels): AuditLog {
  return {
    async record(entry) {
      await use().Audit.create(entry).catch(storeError)
    },
    list: async (limit) => use().Audit.find({}, { _id: 0 }).sort({ at: -1, _id: -1 }).limit(limit).lean().catch(storeError),
    async page({ skip, limit }, filter = {}) {
      const [items, total] = await Promise.all([
        use().Audit.find(filter, { _id: 0 }).sort({ at: -1, _id: -1 }).skip(skip).limit(limit).lean(),
        use().Audit.countDocuments(filter),
      ]).catch(storeError)
      return { items, total }
    },
    removeBefore: async (cutoff) =>
      (
        await use()
          .Audit.deleteMany({ at: { $lt: cutoff } })
          .catch(storeError)
      ).deletedCount,
  }
}
