import { isDuplicateKey, storeError } from './mongoErrors.ts'
import type { UseModels } from './mongoModels.ts'
import type { InvitationRepository, StoredInvitation } from './store.ts'

type InvitationDocument = Omit<StoredInvitation, 'username'> & { _id: string }

const invitation = ({ _id, ...rest }: InvitationDocument): StoredInvitation => ({ username: _id, ...rest })

export function mongoInvitations(use: UseModels): InvitationRepository {
  return {
    async add({ username, ...rest }) {
      const { Invitation } = use()
      await Invitation.deleteOne({ _id: username, expiresAt: { $lte: rest.createdAt } }).catch(storeError)
      return Invitation.create({ _id: username, ...rest }).then(
        () => true,
        (error) => (isDuplicateKey(error) ? false : storeError(error)),
      )
    },
    async find(tokenHash, now) {
      const found = await use()
        .Invitation.findOne({ tokenHash, expiresAt: { $gt: now } })
        .lean<InvitationDocument>()
        .catch(storeError)
      return found ? invitation(found) : undefined
    },
    async take(tokenHash, now) {
      const taken = await use()
        .Invitation.findOneAndDelete({ tokenHash, expiresAt: { $gt: now } })
        .lean<InvitationDocument>()
        .catch(storeError)
      return taken ? invitation(taken) : undefined
    },
    async list(now) {
      const open = await use()
        .Invitation.find({ expiresAt: { $gt: now } })
        .sort({ _id: 1 })
        .lean<InvitationDocument[]>()
        .catch(storeError)
      return open.map(invitation)
    },
    cancel: async (username) => (await use().Invitation.deleteOne({ _id: username }).catch(storeError)).deletedCount === 1,
    removeExpired: async (now) =>
      (
        await use()
          .Invitation.deleteMany({ expiresAt: { $lte: now } })
          .catch(storeError)
      ).deletedCount,
  }
}
