import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Request, RequestHandler, Response } from 'express'
import Negotiator from 'negotiator'
import { type PagePolicy, setPagePolicy } from './securityHeaders.ts'

type Encoding = 'br' | 'gzip' | 'identity'
/** In the order the server prefers them: brotli whenever the client takes it (every current browser does). */
const encodings: Encoding[] = ['br', 'gzip', 'identity']

/** A body as it can be sent: always plain, and compressed in each encoding where that is smaller. */
export type EncodedBodies = { identity: Buffer } & Partial<Record<'br' | 'gzip', Buffer>>

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * As small as it goes (brotli at its best is a fifth smaller than gzip on our pages): the build does
 * it for every file, so no request waits for a compressor.
 */
export async function compressBody(identity: Buffer): Promise<EncodedBodies> {
  const [br, gzipped] = await Promise.all([
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return { identity, ...(br.length < identity.length && { br }), ...(gzipped.length < identity.length && { gzip: gzipped }) }
}

export interface StaticResponse {
  status: number
  type: string
  bodies: EncodedBodies
  etags: Partial<Record<Encoding, string>>
  encodings: Encoding[]
  policy?: PagePolicy
}

export function staticResponse(status: number, type: string, bodies: EncodedBodies, policy?: PagePolicy): StaticResponse {
  const has = encodings.filter((encoding) => bodies[encoding])
  const etags = Object.fromEntries(has.map((encoding) => [encoding, `"${createHash('sha1').update(bodies[encoding]!).digest('base64url')}"`]))
  return { status, type, bodies, etags, encodings: has, policy }
}

/** Sends a page or file in the encoding the client prefers among ours; Express answers HEAD and 304. */
export function sendStatic(req: Request, res: Response, response: StaticResponse) {
  const encoding = (new Negotiator(req).encoding(response.encodings, { preferred: encodings }) ?? 'identity') as Encoding
  setPagePolicy(res, response.policy)
  if (response.encodings.length > 1) res.vary('Accept-Encoding')
  if (encoding !== 'identity') res.set('Content-Encoding', encoding)
  res.status(response.status).type(response.type).set('ETag', response.etags[encoding]).send(response.bodies[encoding])
}

export function serveFiles(files: ReadonlyMap<string, StaticResponse>): RequestHandler {
  return (req, res, next) => {
    const file = req.method === 'GET' || req.method === 'HEAD' ? files.get(req.path) : undefined
    if (file) sendStatic(req, res, file)
    else next()
  }
}
