import { createHash } from 'node:crypto'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { parseSiteUrl } from '../server/config.ts'

export const buildStampFile = 'dist/build.json'

/** Everything the built site is made from; a change to any of them calls for a new build. */
const inputs = ['app', 'public', 'scripts/build.ts', 'scripts/prerender.ts', 'vite.config.ts', 'uno.config.ts', 'package-lock.json']

async function filesUnder(entry: string): Promise<string[]> {
  const items = await readdir(entry, { withFileTypes: true }).catch(() => null)
  if (!items) return [entry]
  const nested = await Promise.all(items.map((item) => filesUnder(path.join(entry, item.name))))
  return nested.flat()
}

/** A hash of the sources and of SITE_URL, which is baked into every page's canonical link. */
export async function buildFingerprint(env = process.env) {
  const hash = createHash('sha256').update(parseSiteUrl(env))
  const files = (await Promise.all(inputs.map(filesUnder))).flat().filter((file) => !file.endsWith('.test.ts')).sort()
  for (const file of files) {
    hash.update(file)
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)))
  }
  return hash.digest('hex')
}

export async function isBuildCurrent() {
  const stamp = await readFile(buildStampFile, 'utf8').then(JSON.parse, () => null)
  return stamp?.fingerprint === (await buildFingerprint())
}
