import { createHash } from 'node:crypto'
import { type IncomingMessage, type ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

type Compressed = 'br' | 'gzip'
type Encoding = Compressed | 'identity'

/** A body as it can be sent: always plain, and compressed in each encoding where that is smaller. */
export type EncodedBodies = { identity: Buffer } & Partial<Record<Compressed, Buffer>>

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Compresses a body once, as small as it goes (brotli at its best is a fifth smaller than gzip
 * on our pages): the build does it for every file, so no request ever waits for a compressor.
 */
export async function compressBody(identity: Buffer): Promise<EncodedBodies> {
  const [br, gzipped] = await Promise.all([
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return { identity, ...(br.length < identity.length && { br }), ...(gzipped.length < identity.length && { gzip: gzipped }) }
}

interface Variant {
  body: Buffer
  etag: string
  /** Name, value, name, value…: the form writeHead takes without building a headers object. */
  headers: string[]
  notModifiedHeaders: string[]
}

/** A response made once, at boot: its body in each encoding with every header it is sent with. */
export interface StaticResponse {
  status: number
  variants: { identity: Variant } & Partial<Record<Compressed, Variant>>
}

/** Headers a 304 leaves out: it has no body (what Express removes for one). */
const bodyHeaders = new Set(['content-type', 'content-length', 'content-encoding'])

export function staticResponse(status: number, bodies: EncodedBodies, headers: Record<string, string>): StaticResponse {
  const compressed = bodies.br !== undefined || bodies.gzip !== undefined
  const variant = (encoding: Encoding, body: Buffer): Variant => {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    const all: Record<string, string> = {
      ...headers,
      ...(compressed && { Vary: 'Accept-Encoding' }),
      ETag: etag,
      ...(encoding !== 'identity' && { 'Content-Encoding': encoding }),
      'Content-Length': String(body.length),
    }
    // Checked once here, so a header Node would refuse fails at boot rather than on a request.
    for (const [name, value] of Object.entries(all)) {
      validateHeaderName(name)
      validateHeaderValue(name, value)
    }
    const flat = (entries: [string, string][]) => entries.flat()
    return {
      body,
      etag,
      headers: flat(Object.entries(all)),
      notModifiedHeaders: flat(Object.entries(all).filter(([name]) => !bodyHeaders.has(name.toLowerCase()))),
    }
  }
  return {
    status,
    variants: {
      identity: variant('identity', bodies.identity),
      ...(bodies.br && { br: variant('br', bodies.br) }),
      ...(bodies.gzip && { gzip: variant('gzip', bodies.gzip) }),
    },
  }
}

/** The quality an Accept-Encoding header gives a coding, read as Express's acceptsEncodings reads it. */
function quality(header: string, coding: Compressed): number {
  let own: number | undefined
  let any: number | undefined
  for (const entry of header.split(',')) {
    const [name = '', ...parameters] = entry.split(';')
    const token = name.trim().toLowerCase()
    if (token !== coding && token !== '*') continue
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined)
    const value = q === undefined ? 1 : Number(q)
    if (token === coding) own = Math.max(own ?? 0, value)
    else any = Math.max(any ?? 0, value)
  }
  return own ?? any ?? 0
}

/** Whether the client's copy is current: If-None-Match holds this ETag (as Express's `fresh` decides). */
function notModified(req: IncomingMessage, etag: string) {
  const match = req.headers['if-none-match']
  if (!match || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false
  return match === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** Sends a response made ahead of time: picking a variant and a status is all a request costs. */
export function sendStatic(req: IncomingMessage, res: ServerResponse, response: StaticResponse) {
  const { variants } = response
  const accepted = req.headers['accept-encoding'] ?? ''
  const taken = (coding: Compressed) => (quality(accepted, coding) > 0 ? variants[coding] : undefined)
  // Brotli whenever the client takes it (every current browser does), else gzip, else plain.
  const variant = taken('br') ?? taken('gzip') ?? variants.identity
  if (response.status === 200 && notModified(req, variant.etag)) {
    res.writeHead(304, variant.notModifiedHeaders).end()
    return
  }
  res.writeHead(response.status, variant.headers)
  res.end(req.method === 'HEAD' ? undefined : variant.body)
}
