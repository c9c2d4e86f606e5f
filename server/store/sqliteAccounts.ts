import type Database from 'better-sqlite3'
import type { ServiceId } from '../../app/shared/content/types.ts'
import type { StaffRole } from '../../app/shared/staffRoles.ts'
import type { Guard, Write } from './sqliteDatabase.ts'
import { appendedTimeline, columns, type EnquiryRow } from './sqliteRows.ts'
import type { Account, AccountRepository, AccountWithFactors, Passkey } from './store.ts'

interface AccountRow {
  username: string
  role: StaffRole
  email: string | null
  alert_areas: string | null
  password_hash: string
  password_changed_at: number
  created_at: number
  totp_secret: string | null
  totp_last_step: number
  passkeys: string
  recovery_codes: string
}

type PasskeyJson = Omit<Passkey, 'createdAt' | 'lastUsedAt'> & { createdAt: number; lastUsedAt: number | null }
const passkeysFrom = (text: string): Passkey[] =>
  (JSON.parse(text) as PasskeyJson[]).map((key) => ({
    ...key,
    createdAt: new Date(key.createdAt),
    lastUsedAt: key.lastUsedAt === null ? null : new Date(key.lastUsedAt),
  }))
const passkeysText = (passkeys: Passkey[]) =>
  JSON.stringify(passkeys.map((key): PasskeyJson => ({ ...key, createdAt: key.createdAt.getTime(), lastUsedAt: key.lastUsedAt?.getTime() ?? null })))

export function sqliteAccounts(db: Database.Database, guard: Guard, write: Write): AccountRepository {
  const add = db.prepare(
    'INSERT INTO accounts (username, role, email, alert_areas, password_hash, password_changed_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  )
  const setPassword = db.prepare('UPDATE accounts SET password_hash = ?, password_changed_at = ? WHERE username = ?')
  const setPreferences = db.prepare('UPDATE accounts SET email = ?, alert_areas = ? WHERE username = ?')
  const setRole = db.prepare('UPDATE accounts SET role = ? WHERE username = ?')
  const remove = db.prepare('DELETE FROM accounts WHERE username = ?')
  const openOf = db.prepare<[string], EnquiryRow>(`SELECT ${columns} FROM enquiries WHERE assignee = ? AND status IN ('new', 'contacted')`)
  const returnToUnassigned = db.prepare('UPDATE enquiries SET assignee = NULL, timeline = ? WHERE id = ?')
  const removeTx = db.transaction((username: string, { at, by }: { at: Date; by: string }) => {
    const open = openOf.all(username)
    if (remove.run(username).changes === 0) return undefined
    for (const row of open) returnToUnassigned.run(appendedTimeline(row, { kind: 'returned', from: username, at, by }), row.id)
    return open.length
  })
  const find = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE username = ?')
  const list = db.prepare<[], AccountRow>('SELECT * FROM accounts ORDER BY username')
  const setTotp = db.prepare('UPDATE accounts SET totp_secret = ?, totp_last_step = 0 WHERE username = ?')
  const spendTotpStep = db.prepare('UPDATE accounts SET totp_last_step = ? WHERE username = ? AND totp_last_step < ?')
  const setPasskeys = db.prepare('UPDATE accounts SET passkeys = ? WHERE username = ?')
  const enrolTotp = db.prepare("UPDATE accounts SET totp_secret = ?, totp_last_step = 0 WHERE username = ? AND totp_secret IS NULL AND passkeys = '[]'")
  const enrolPasskey = db.prepare("UPDATE accounts SET passkeys = ? WHERE username = ? AND totp_secret IS NULL AND passkeys = '[]'")
  const setRecoveryCodes = db.prepare('UPDATE accounts SET recovery_codes = ? WHERE username = ?')
  const resetFactors = db.prepare(
    "UPDATE accounts SET totp_secret = NULL, totp_last_step = 0, passkeys = '[]', recovery_codes = '[]', password_changed_at = ? WHERE username = ?",
  )
  // Read and rewritten in one synchronous call: nothing else runs on this connection between the two.
  const changePasskeys = (username: string, change: (passkeys: Passkey[]) => Passkey[] | undefined) =>
    write(() => {
      const row = find.get(username)
      const changed = row && change(passkeysFrom(row.passkeys))
      return changed !== undefined && setPasskeys.run(passkeysText(changed), username).changes > 0
    })
  const areasText = (areas: Account['alertAreas']) => (areas === null ? null : JSON.stringify(areas))
  const toAccount = (row: AccountRow): Account => ({
    username: row.username,
    role: row.role,
    email: row.email,
    alertAreas: row.alert_areas === null ? null : (JSON.parse(row.alert_areas) as ServiceId[]),
    passwordHash: row.password_hash,
    passwordChangedAt: new Date(row.password_changed_at),
    createdAt: new Date(row.created_at),
  })
  const withFactors = (row: AccountRow): AccountWithFactors => ({
    ...toAccount(row),
    totpSecret: row.totp_secret,
    totpLastStep: row.totp_last_step,
    passkeys: passkeysFrom(row.passkeys),
    recoveryCodeHashes: JSON.parse(row.recovery_codes) as string[],
  })
  return {
    add: (account) =>
      write(
        () =>
          add.run(
            account.username,
            account.role,
            account.email,
            areasText(account.alertAreas),
            account.passwordHash,
            account.passwordChangedAt.getTime(),
            account.createdAt.getTime(),
          ).changes > 0,
      ),
    setPassword: (username, hash, at) => write(() => setPassword.run(hash, at.getTime(), username).changes > 0),
    setPreferences: (username, { email, alertAreas }) => write(() => setPreferences.run(email, areasText(alertAreas), username).changes > 0),
    remove: (username, change) => write(() => removeTx(username, change)),
    find: async (username) =>
      guard(() => {
        const row = find.get(username)
        return row ? withFactors(row) : undefined
      }),
    setTotp: (username, secret) => write(() => setTotp.run(secret, username).changes > 0),
    enrolFirst: (username, factor) =>
      write(() => ('totp' in factor ? enrolTotp.run(factor.totp, username) : enrolPasskey.run(passkeysText([factor.passkey]), username)).changes > 0),
    spendTotpStep: (username, step) => write(() => spendTotpStep.run(step, username, step).changes > 0),
    addPasskey: (username, passkey) => changePasskeys(username, (passkeys) => [...passkeys, passkey]),
    removePasskey: (username, id) =>
      changePasskeys(username, (passkeys) => (passkeys.some((key) => key.id === id) ? passkeys.filter((key) => key.id !== id) : undefined)),
    recordPasskeyUse: (username, id, counter, at) =>
      changePasskeys(username, (passkeys) =>
        passkeys.some((key) => key.id === id) ? passkeys.map((key) => (key.id === id ? { ...key, counter, lastUsedAt: at } : key)) : undefined,
      ),
    setRecoveryCodes: (username, hashes) => write(() => setRecoveryCodes.run(JSON.stringify(hashes), username).changes > 0),
    spendRecoveryCode: (username, hash) =>
      write(() => {
        const row = find.get(username)
        const codes = row ? (JSON.parse(row.recovery_codes) as string[]) : []
        if (!codes.includes(hash)) return false
        return setRecoveryCodes.run(JSON.stringify(codes.filter((code) => code !== hash)), username).changes > 0
      }),
    setRole: (username, role) => write(() => setRole.run(role, username).changes > 0),
    resetFactors: (username, at) => write(() => resetFactors.run(at.getTime(), username).changes > 0),
    list: async () =>
      guard(() =>
        list.all().map((row) => {
          const { passwordHash: _hash, ...account } = toAccount(row)
          return account
        }),
      ),
  }
}
