import { createHash } from 'node:crypto'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { parseOperator, parseSiteUrl } from '../server/config.ts'

export const buildStampFile = 'dist/build.json'

/** Whatever the builds read: a new file in the app or its assets may be imported next time. */
const alwaysInputs = ['app', 'public', 'package-lock.json']

/** The modules of the build's graph and the files its config imports: nothing listed by hand, so the list cannot drift. */
export function buildInputs(files: Set<string>): Plugin {
  const add = (file: string) => {
    const clean = file.split('?')[0]!
    if (path.isAbsolute(clean) && !clean.includes(`${path.sep}node_modules${path.sep}`)) files.add(path.relative(process.cwd(), clean))
  }
  return {
    name: 'build-inputs',
    configResolved: (config) => config.configFileDependencies.forEach(add),
    buildEnd() {
      for (const id of this.getModuleIds()) add(id)
    },
  }
}

async function filesUnder(entry: string): Promise<string[]> {
  const items = await readdir(entry, { withFileTypes: true }).catch(() => null)
  if (!items) return [entry]
  const nested = await Promise.all(items.map((item) => filesUnder(path.join(entry, item.name))))
  return nested.flat()
}

/** A hash of the inputs, of SITE_URL, which is baked into every page's canonical link, and of the operator the pages name. */
export async function buildFingerprint(recorded: Iterable<string>, env = process.env) {
  const hash = createHash('sha256')
    .update(parseSiteUrl(env))
    .update(JSON.stringify(parseOperator(env)))
  const walked = (await Promise.all(alwaysInputs.map(filesUnder))).flat().filter((file) => !/\.test\.tsx?$/.test(file))
  for (const file of [...new Set([...recorded, ...walked])].sort()) {
    hash.update(file)
    // A recorded input that is gone changes the hash too.
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)))
  }
  return hash.digest('hex')
}

export async function writeBuildStamp(inputs: Set<string>) {
  const recorded = [...inputs].sort()
  await writeFile(buildStampFile, JSON.stringify({ fingerprint: await buildFingerprint(recorded), inputs: recorded }, null, 1))
}

export async function isBuildCurrent() {
  const stamp: { fingerprint?: string; inputs?: string[] } | null = await readFile(buildStampFile, 'utf8').then(JSON.parse, () => null)
  return stamp?.inputs !== undefined && stamp.fingerprint === (await buildFingerprint(stamp.inputs))
}
