import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { contentType } from 'mime-types'
import { type EncodedBodies, type StaticResponse, staticResponse } from './staticResponse.ts'

/** With the .br and .gz copies the build wrote beside it (scripts/precompress.ts). */
export function readEncoded(file: string): EncodedBodies {
  const beside = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined)
  const br = beside('.br')
  const gzip = beside('.gz')
  return { identity: readFileSync(file), ...(br && { br }), ...(gzip && { gzip }) }
}

/** Read once at boot. The compressed copies are variants, not files of their own; dot-folders (Vite's manifest) are not served. */
export function loadStaticFiles(dir: string, prefix = ''): Map<string, StaticResponse> {
  const found = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
  const all = new Set(found)
  const files = new Map<string, StaticResponse>()
  for (const file of found) {
    const segments = file.split(path.sep)
    if (segments.some((segment) => segment.startsWith('.'))) continue
    if (/\.(br|gz)$/.test(file) && all.has(file.slice(0, -3))) continue
    const type = contentType(path.extname(file)) || 'application/octet-stream'
    files.set(`${prefix}/${segments.join('/')}`, staticResponse(200, type, readEncoded(path.join(dir, file))))
  }
  return files
}
