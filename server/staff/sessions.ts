import { createHash } from 'node:crypto'
import type { RequestHandler } from 'express'
import session, { type SessionData } from 'express-session'
import type { SessionRepository } from '../store/store.ts'

declare module 'express-session' {
  interface SessionData {
    username: string
    /** When the staff member signed in (ms since the epoch): a session lasts a week at most. */
    signedInAt: number
    /** The account's password date at sign-in: a newer password ends the session. */
    passwordChangedAt: number
  }
}

/** A working day without a request ends a session; so does a week, however busy. */
export const sessionIdleMs = 8 * 3_600_000
export const sessionMaxMs = 7 * 24 * 3_600_000

/**
 * What the store keeps a session under: a hash of its id, never the id itself, so whoever
 * reads the store (a backup, a copied file, a database user) cannot sign in with what is there.
 * The id has 192 random bits, so a fast hash is enough.
 */
export const sessionKey = (sid: string) => createHash('sha256').update(sid).digest('base64url')

/**
 * express-session's store, over the store port: sessions survive restarts and are shared by
 * processes, under sessionKey on every adapter.
 */
class PortSessionStore extends session.Store {
  private readonly sessions: SessionRepository

  constructor(sessions: SessionRepository) {
    super()
    this.sessions = sessions
  }

  private static expiry(data: SessionData) {
    return data.cookie.expires ? new Date(data.cookie.expires) : new Date(Date.now() + sessionIdleMs)
  }

  override get(sid: string, callback: (error: unknown, data?: SessionData | null) => void) {
    this.sessions.get(sessionKey(sid), new Date()).then((data) => callback(null, (data as SessionData | undefined) ?? null), callback)
  }

  override set(sid: string, data: SessionData, callback?: (error?: unknown) => void) {
    // The cookie object holds methods; the store keeps its JSON.
    const plain = JSON.parse(JSON.stringify(data)) as object
    this.sessions.set(sessionKey(sid), plain, PortSessionStore.expiry(data)).then(() => callback?.(), callback)
  }

  override touch(sid: string, data: SessionData, callback?: (error?: unknown) => void) {
    this.sessions.touch(sessionKey(sid), PortSessionStore.expiry(data)).then(() => callback?.(), callback)
  }

  override destroy(sid: string, callback?: (error?: unknown) => void) {
    this.sessions.destroy(sessionKey(sid)).then(() => callback?.(), callback)
  }
}

/**
 * Staff sessions: an HttpOnly, SameSite=Strict cookie naming a session kept in the store.
 * Over HTTPS the cookie is Secure and `__Host-` prefixed (bound to this host, path /); over
 * plain HTTP (a local `npm start`) a browser would drop such a cookie, so it is a plain one.
 */
export function staffSessions(sessions: SessionRepository, secret: string): RequestHandler {
  // One store each: express-session makes each store's new sessions with its own cookie settings.
  const options = (secure: boolean) =>
    session({
      name: secure ? '__Host-staff' : 'staff',
      secret,
      store: new PortSessionStore(sessions),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      unset: 'destroy',
      cookie: { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: sessionIdleMs },
    })
  const overHttps = options(true)
  const overHttp = options(false)
  return (req, res, next) => (req.secure ? overHttps : overHttp)(req, res, next)
}
