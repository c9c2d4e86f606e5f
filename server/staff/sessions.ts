import { createHash } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import session, { type SessionData } from 'express-session'
import { type SignInStage, sessionIdleMinutes, sessionMaxHours } from '../../app/shared/staffApi.ts'
import type { SessionRepository } from '../store/store.ts'
import type { Clock } from './clock.ts'

declare module 'express-session' {
  interface SessionData {
    username: string
    /** How far the sign-in has got: only `signed-in` may see enquiries. */
    stage: SignInStage
    /** When the password was checked (ms since the epoch): a session lasts 12 hours at most. */
    signedInAt: number
    /** The last staff action (not a background refresh): 30 minutes after it, the session ends. */
    lastActiveAt: number
    /** The account's password date at sign-in: a newer password ends the session. */
    passwordChangedAt: number
    /** The browser, roughly, for the list of sessions. */
    device: string
    /** Wrong codes at the second-factor stage; enough of them end the session. */
    codeFailures?: number
    /** The WebAuthn challenge this session was given, for the one answer that may use it. */
    challenge?: string
    /** A TOTP key shown for enrolment and not yet confirmed with a code, and until when it may be. */
    pendingTotp?: { secret: string; until: number }
  }
}

/** 30 minutes without a staff action ends a session; so do 12 hours, however busy (ASVS 5.0 V7.3). */
export const sessionIdleMs = sessionIdleMinutes * 60_000
export const sessionMaxMs = sessionMaxHours * 3_600_000

/** When a session ends by the rules above. */
export const sessionEnds = (data: Partial<Pick<SessionData, 'signedInAt' | 'lastActiveAt'>>) =>
  Math.min((data.lastActiveAt ?? 0) + sessionIdleMs, (data.signedInAt ?? 0) + sessionMaxMs)

/**
 * What the store keeps a session under: a hash of its id, never the id itself, so whoever
 * reads the store (a backup, a copied file, a database user) cannot sign in with what is there.
 * The id has 192 random bits, so a fast hash is enough.
 */
export const sessionKey = (sid: string) => createHash('sha256').update(sid).digest('base64url')

/**
 * express-session's store, over the store port: sessions survive restarts and are shared by
 * processes, under sessionKey on every adapter. The store forgets a session when its rules end it.
 */
class PortSessionStore extends session.Store {
  private readonly sessions: SessionRepository
  private readonly clock: Clock

  constructor(sessions: SessionRepository, clock: Clock) {
    super()
    this.sessions = sessions
    this.clock = clock
  }

  private expiry(data: SessionData) {
    return new Date(data.signedInAt && data.lastActiveAt ? sessionEnds(data) : this.clock.now().getTime() + sessionIdleMs)
  }

  override get(sid: string, callback: (error: unknown, data?: SessionData | null) => void) {
    this.sessions.get(sessionKey(sid), this.clock.now()).then((data) => callback(null, (data as SessionData | undefined) ?? null), callback)
  }

  override set(sid: string, data: SessionData, callback?: (error?: unknown) => void) {
    // The cookie object holds methods; the store keeps its JSON.
    const plain = JSON.parse(JSON.stringify(data)) as object
    this.sessions.set(sessionKey(sid), plain, this.expiry(data)).then(() => callback?.(), callback)
  }

  override touch(sid: string, data: SessionData, callback?: (error?: unknown) => void) {
    this.sessions.touch(sessionKey(sid), this.expiry(data)).then(() => callback?.(), callback)
  }

  override destroy(sid: string, callback?: (error?: unknown) => void) {
    this.sessions.destroy(sessionKey(sid)).then(() => callback?.(), callback)
  }
}

export const sessionCookieName = (secure: boolean) => (secure ? '__Host-staff' : 'staff')
const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'strict' as const, secure, path: '/' })

/** Tells the browser to drop the session cookie: a Set-Cookie whose expiry has passed. */
export const expireSessionCookie = (req: Request, res: Response) => res.clearCookie(sessionCookieName(req.secure), cookieOptions(req.secure))

/**
 * Staff sessions: an HttpOnly, SameSite=Strict cookie naming a session kept in the store. It is
 * a browser-session cookie (no Expires or Max-Age), so closing the browser drops it; the server
 * ends the session itself (currentStaff). Over HTTPS the cookie is Secure and `__Host-` prefixed
 * (bound to this host, path /); over plain HTTP (a local `npm start`) a browser would drop such
 * a cookie, so it is a plain one.
 */
export function staffSessions(sessions: SessionRepository, secret: string, clock: Clock): RequestHandler {
  // One store each: express-session makes each store's new sessions with its own cookie settings.
  const options = (secure: boolean) =>
    session({
      name: sessionCookieName(secure),
      secret,
      store: new PortSessionStore(sessions, clock),
      resave: false,
      saveUninitialized: false,
      unset: 'destroy',
      cookie: cookieOptions(secure),
    })
  const overHttps = options(true)
  const overHttp = options(false)
  return (req, res, next) => (req.secure ? overHttps : overHttp)(req, res, next)
}
