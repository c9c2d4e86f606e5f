import type { Request } from 'express'

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]']

/**
 * The origins staff requests are taken from: SITE_URL's alone when it is set; without it (a local
 * `npm start`), this server at a loopback name on the port the request came in on, so the address
 * the server prints opens the inbox.
 */
export function staffOrigins(siteUrl: string | undefined): (req: Request) => string[] {
  if (siteUrl) {
    const origins = [new URL(siteUrl).origin]
    return () => origins
  }
  return (req) => loopbackHosts.map((host) => `${req.protocol}://${host}:${req.socket.localPort}`)
}

/** The one origin a passkey is bound to for this request: the allowed origin the browser is on, else the first. */
export function passkeyOrigin(allowed: string[], req: Request) {
  const origin = req.get('origin')
  return allowed.find((candidate) => candidate === origin) ?? allowed[0]!
}

/** What the server says at start, so whoever runs it knows which address signs staff in. */
export const staffOriginsSaid = (siteUrl: string | undefined, port: number) =>
  siteUrl
    ? `staff requests are taken from ${new URL(siteUrl).origin} (SITE_URL)`
    : `staff requests are taken from http://localhost:${port} and http://127.0.0.1:${port} (set SITE_URL to the address staff use)`
