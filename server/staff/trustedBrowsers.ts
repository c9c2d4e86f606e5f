import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Request, Response } from 'express'
import type { Store } from '../store/store.ts'

/** A year: a browser staff sign in on every week stays known. */
const rememberDays = 365

export const trustedBrowserCookie = (secure: boolean) => (secure ? '__Host-staff-browser' : 'staff-browser')

const cookieValue = (req: Request, name: string) =>
  (req.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1)

/**
 * Browsers an account has signed in on, both factors right, each named by a signed cookie (OWASP's
 * "device cookies"): failures from a browser the account knows are counted for that browser alone,
 * so strangers guessing at a username, or at an office's shared address, never keep its owner out.
 * The cookie opens nothing: it only says which counters a sign-in is measured against.
 */
export function trustedBrowsers(store: Store) {
  let key: Promise<string> | undefined
  const sign = async (payload: string) => {
    key ??= store.secret('trusted-browser-key')
    return createHmac('sha256', await key)
      .update(payload)
      .digest('base64url')
  }

  return {
    /** The browser's id when its cookie was given to `username`'s sign-in; undefined for any other. */
    async idFor(req: Request, username: string): Promise<string | undefined> {
      const [id, signature] = decodeURIComponent(cookieValue(req, trustedBrowserCookie(req.secure)) ?? '').split('.')
      if (!id || !signature) return undefined
      const expected = Buffer.from(await sign(`${username}:${id}`))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined
    },
    async remember(req: Request, res: Response, username: string) {
      const id = (await this.idFor(req, username)) ?? randomBytes(16).toString('base64url')
      res.cookie(trustedBrowserCookie(req.secure), `${id}.${await sign(`${username}:${id}`)}`, {
        httpOnly: true,
        sameSite: 'strict',
        secure: req.secure,
        path: '/',
        maxAge: rememberDays * 86_400_000,
      })
    },
  }
}
