import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

type Compressed = 'br' | 'gzip'

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
