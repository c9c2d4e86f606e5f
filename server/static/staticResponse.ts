import { createHash } from 'node:crypto'
import { type IncomingMessage, type ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import fresh from 'fresh'
import Negotiator from 'negotiator'

type Compressed = 'br' | 'gzip'
type Encoding = Compressed | 'identity'
/** In the order the server prefers them. */
const encodings: Encoding[] = ['br', 'gzip', 'identity']

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
  /** The encodings it has, in the order the server prefers them. */
  encodings: Encoding[]
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
    encodings: encodings.filter((encoding) => bodies[encoding]),
    variants: {
      identity: variant('identity', bodies.identity),
      ...(bodies.br && { br: variant('br', bodies.br) }),
      ...(bodies.gzip && { gzip: variant('gzip', bodies.gzip) }),
    },
  }
}

/** Sends a response made ahead of time: picking a variant and a status is all a request costs. */
export function sendStatic(req: IncomingMessage, res: ServerResponse, response: StaticResponse) {
  const { variants } = response
  // Brotli whenever the client takes it (every current browser does), else gzip, else plain.
  const chosen = new Negotiator(req).encoding(response.encodings, { preferred: encodings }) as Encoding | undefined
  const variant = variants[chosen ?? 'identity'] ?? variants.identity
  if (response.status === 200 && fresh(req.headers, { etag: variant.etag })) {
    res.writeHead(304, variant.notModifiedHeaders).end()
    return
  }
  res.writeHead(response.status, variant.headers)
  res.end(req.method === 'HEAD' ? undefined : variant.body)
}
