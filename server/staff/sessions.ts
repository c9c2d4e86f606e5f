import { createHash } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import session, { type SessionData } from 'express-session'
import { type SignInStage, sessionIdleMinutes, sessionMaxHours } from '../../app/shared/staffApi.ts'
import type { SessionRepository } from '../store/store.ts'
import type { Clock } from './clock.ts'

declare module 'express-session' {
  interface SessionData {
    username: string
    stage: SignInStage
    signedInAt: number
    lastActiveAt: number
    /** The account's password date at sign-in: a newer password ends the session. */
    passwordChangedAt: number
    device: string
    /** When the password and a second factor were last given (at sign-in, or again): factor changes ask for a recent one. */
    provenAt?: number
    /** The WebAuthn challenge this session was given, for the one answer that may use it. */
    challenge?: string
    /** An authenticator key shown but not yet confirmed, sealed as the account's will be (factorKey.ts). */
    pendingTotp?: { secret: string; until: number }
  }
}

/** 30 minutes without a staff action ends a session; so do 12 hours, however busy (ASVS 5.0 V7.3). */
export const sessionIdleMs = sessionIdleMinutes * 60_000
export const sessionMaxMs = sessionMaxHours * 3_600_000

/** A session short of both factors (at the second factor, or enrolling one) is good for this long after the password. */
export const partSignedInMs = 10 * 60_000

export const sessionEnds = (data: Partial<Pick<SessionData, 'signedInAt' | 'lastActiveAt' | 'stage'>>) =>
  Math.min((data.lastActiveAt ?? 0) + sessionIdleMs, (data.signedInAt ?? 0) + (data.stage === 'signed-in' ? sessionMaxMs : partSignedInMs))

/** A hash of the id, never the id, so whoever reads the store cannot sign in; 192 random bits make a fast hash enough. */
export const sessionKey = (sid: string) => createHash('sha256').update(sid).digest('base64url')

/** Sessions survive restarts and are shared by processes, kept under sessionKey on every adapter. */
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

export const expireSessionCookie = (req: Request, res: Response) => res.clearCookie(sessionCookieName(req.secure), cookieOptions(req.secure))

/**
 * An HttpOnly, SameSite=Strict browser-session cookie; the server ends the session itself (currentStaff).
 * Over HTTPS it is Secure and `__Host-` prefixed; over plain HTTP (a local `npm start`) a browser would
 * drop such a cookie, so it is a plain one.
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
