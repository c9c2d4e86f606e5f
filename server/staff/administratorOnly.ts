import type { RequestHandler } from 'express'
import { HttpError } from '../httpErrors.ts'
import type { AccountRepository } from '../store/store.ts'
import { apiActor } from './requireStaff.ts'

/** The sentence a member of staff without the role reads, naming what they tried. */
export const administratorsOnly = (what: string) => `Only an administrator (a partner) can ${what}. Ask one of the partners to do it.`

export async function isAdministrator(accounts: AccountRepository, actor: string) {
  // The bearer token is the server operator's: it already holds every power.
  return actor === apiActor || (await accounts.find(actor))?.role === 'administrator'
}

/** After requireStaff: 403 unless the one asking is an administrator. */
export const administratorOnly =
  (accounts: AccountRepository, what: string): RequestHandler =>
  async (_req, res, next) => {
    if (!(await isAdministrator(accounts, res.locals.actor))) throw new HttpError(403, administratorsOnly(what))
    next()
  }
