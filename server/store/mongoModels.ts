import { Schema, type Connection } from 'mongoose'
import { enquiryStatuses } from '../../app/shared/enquiry/status.ts'
import { staffRoles } from '../../app/shared/staffRoles.ts'
import type { EnquiryDocument, MailJobDocument } from './mongoDocuments.ts'
import { collections } from './mongoIndexes.ts'
import type { AccountWithFactors, AuditEntry, Passkey, StoredInvitation } from './store.ts'

// Indexes are declared in mongoIndexes.ts and built by the server at boot, never by `npm run staff`.

const mailJobSchema = new Schema<MailJobDocument>(
  {
    id: { type: String, required: true },
    kind: { type: String, enum: ['alert', 'acknowledgement', 'assignment', 'reply', 'reminder', 'escalation'], required: true },
    state: { type: String, enum: ['waiting', 'sent', 'refused'], required: true },
    due: { type: Date, required: true },
    attempts: { type: Number, required: true },
    assignee: String,
    leaseOwner: String,
    leaseUntil: Date,
    lastError: String,
    failedAt: Date,
    sentAt: Date,
  },
  { _id: false },
)

/** The spec's consultation_requests entity. */
const consultationRequestSchema = new Schema<EnquiryDocument>(
  {
    id: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, required: true },
    serviceType: { type: String, default: '' },
    otherParty: { type: String, default: '' },
    details: { type: String, default: '' },
    heardFrom: { type: String, default: '' },
    sentFrom: { type: String, default: '' },
    createdAt: { type: Date, required: true, default: () => new Date() },
    status: { type: String, enum: enquiryStatuses, required: true },
    held: { type: Boolean, required: true },
    wasHeld: { type: Boolean, required: true },
    assignee: { type: String, default: null },
    replyDueAt: { type: Date, default: null },
    clockFrom: { type: Date, required: true },
    firstContactAt: Date,
    emailKey: { type: String, required: true },
    phoneKey: { type: String, required: true },
    phoneDigits: { type: String, required: true },
    // Entries of several kinds (enquiryRecord.ts), kept as they are written: append-only.
    timeline: [Schema.Types.Mixed],
    // The TTL index on this field is made at boot (mongoIndexes.ts), from ENQUIRY_RETENTION_DAYS.
    retentionFrom: { type: Date },
    mail: [mailJobSchema],
  },
  { collection: collections.enquiries, versionKey: false },
)

const passkeySchema = new Schema<Passkey>(
  {
    id: { type: String, required: true },
    publicKey: { type: String, required: true },
    counter: { type: Number, required: true },
    transports: { type: [String], default: [] },
    name: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    lastUsedAt: { type: Date, default: null },
  },
  { _id: false },
)

/** The spec's users entity. */
const userSchema = new Schema<AccountWithFactors>(
  {
    totpSecret: { type: String, default: null },
    totpLastStep: { type: Number, default: 0 },
    passkeys: { type: [passkeySchema], default: [] },
    recoveryCodeHashes: { type: [String], default: [] },
    username: { type: String, required: true },
    email: { type: String, default: null },
    alertAreas: { type: [String], default: null },
    role: { type: String, enum: staffRoles },
    passwordHash: { type: String, required: true },
    passwordChangedAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: collections.users, versionKey: false },
)

const sessionSchema = new Schema<{ _id: string; data: object; expiresAt: Date }>(
  {
    _id: { type: String, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: collections.sessions, versionKey: false, minimize: false },
)

const auditSchema = new Schema<AuditEntry>(
  {
    at: { type: Date, required: true },
    actor: { type: String, required: true },
    action: { type: String, required: true },
    enquiryId: { type: String, required: true },
  },
  { collection: collections.audit, versionKey: false },
)

/** Keyed by an HMAC of the address, never the address itself. */
const acknowledgedAddressSchema = new Schema<{ _id: string; lastAt: Date }>(
  { _id: { type: String, required: true }, lastAt: { type: Date, required: true } },
  { collection: collections.acknowledgedAddresses, versionKey: false },
)

const digestSchema = new Schema<{ _id: string; day: string; leaseUntil: Date; sentAt: Date | null }>(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    leaseUntil: { type: Date, required: true },
    sentAt: { type: Date, default: null },
  },
  { collection: collections.digests, versionKey: false },
)

/** Keyed by username: one open invitation each. */
const invitationSchema = new Schema<Omit<StoredInvitation, 'username'> & { _id: string }>(
  {
    _id: { type: String, required: true },
    tokenHash: { type: String, required: true },
    email: { type: String, required: true },
    role: { type: String, enum: staffRoles, required: true },
    invitedBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: collections.invitations, versionKey: false },
)

const settingSchema = new Schema<{ _id: string; value: string }>({ _id: String, value: String }, { collection: collections.settings, versionKey: false })

export function models(connection: Connection) {
  return {
    Enquiry: connection.model('ConsultationRequest', consultationRequestSchema),
    User: connection.model('User', userSchema),
    Session: connection.model('Session', sessionSchema),
    Audit: connection.model('AuditEntry', auditSchema),
    Setting: connection.model('Setting', settingSchema),
    AcknowledgedAddress: connection.model('AcknowledgedAddress', acknowledgedAddressSchema),
    Digest: connection.model('Digest', digestSchema),
    Invitation: connection.model('Invitation', invitationSchema),
  }
}

export type Models = ReturnType<typeof models>

/** The models of a ready store; throws StoreNotReadyError (503) until it is ready (mongoStore.ts). */
export type UseModels = () => Models
