import * as v from 'valibot'
import { type StaffRole, staffRoles } from '../../app/shared/staffRoles.ts'
import { UsernameSchema } from '../../app/shared/staffRoutes/team.ts'
import type { AccountRepository } from '../store/store.ts'
import { hashPassword, passwordProblem } from './passwords.ts'

export class AccountError extends Error {}

/** Usernames are compared without regard to case, so they are kept in lower case. */
export const normaliseUsername = (username: string) => username.trim().toLowerCase()

function username(value: string) {
  const parsed = v.safeParse(UsernameSchema, value)
  if (!parsed.success) throw new AccountError(parsed.issues[0].message)
  return parsed.output
}

async function hashed(password: string, username: string) {
  const problem = passwordProblem(password, username)
  if (problem) throw new AccountError(problem)
  return hashPassword(password)
}

export function staffAccounts(accounts: AccountRepository, now = () => new Date()) {
  return {
    /** The staff command's accounts are administrators: it makes the firm's first one, and recovers one. */
    async add(name: string, password: string, role: StaffRole = 'administrator') {
      const user = username(name)
      const at = now()
      const passwordHash = await hashed(password, user)
      if (!(await accounts.add({ username: user, role, email: null, alertAreas: null, passwordHash, passwordChangedAt: at, createdAt: at }))) {
        throw new AccountError(`There is already an account called ${user}.`)
      }
      return user
    },
    /** A new password also ends every session of the account (sessions.ts checks the date). */
    async setPassword(name: string, password: string) {
      const user = username(name)
      if (!(await accounts.setPassword(user, await hashed(password, user), now()))) throw new AccountError(`There is no account called ${user}.`)
      return user
    },
    /** Removes the account's second factors and ends its sessions: its next sign-in sets one up again. */
    async resetFactors(name: string) {
      const user = username(name)
      if (!(await accounts.resetFactors(user, now()))) throw new AccountError(`There is no account called ${user}.`)
      return user
    },
    /** Its open enquiries go back to Unassigned, so none is left owned by nobody; returns how many. */
    async remove(name: string, by: string) {
      const user = username(name)
      const returned = await accounts.remove(user, { at: now(), by })
      if (returned === undefined) throw new AccountError(`There is no account called ${user}.`)
      return { username: user, returned }
    },
    async setRole(name: string, role: string) {
      const user = username(name)
      if (!staffRoles.includes(role as StaffRole)) throw new AccountError('A role is administrator or staff.')
      if (!(await accounts.setRole(user, role as StaffRole))) throw new AccountError(`There is no account called ${user}.`)
      return user
    },
    list: () => accounts.list(),
  }
}
