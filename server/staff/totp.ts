import QRCode from 'qrcode'
import { Secret, TOTP } from 'otpauth'
import { firm } from '../../app/shared/content/firm.ts'
import type { TotpEnrolment } from '../../app/shared/staffApi.ts'

const periodMs = 30_000

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30 seconds. */
const totpFor = (username: string, secret: string) =>
  new TOTP({ issuer: firm.name, label: username, algorithm: 'SHA1', digits: 6, period: periodMs / 1000, secret: Secret.fromBase32(secret) })

/** 160 random bits, the size RFC 4226 recommends. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

export const totpCode = (secret: string, at: Date) => totpFor('-', secret).generate({ timestamp: at.getTime() })

/**
 * One step either side is accepted, for a phone clock a little off (RFC 6238 §5.2); the caller accepts
 * each step once (spendTotpStep), so a code seen over a shoulder cannot be used again.
 */
export function totpStep(secret: string, code: string, now: Date): number | undefined {
  const delta = totpFor('-', secret).validate({ token: code, timestamp: now.getTime(), window: 1 })
  return delta === null ? undefined : Math.floor(now.getTime() / periodMs) + delta
}

/** The QR code is drawn here: no request elsewhere. */
export async function totpEnrolment(username: string, secret: string): Promise<TotpEnrolment> {
  const uri = totpFor(username, secret).toString()
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}
