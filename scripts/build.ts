import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'
import { staffAppConfig } from '../vite.config.ts'
import { buildInputs, writeBuildStamp } from './buildStamp.ts'
import { precompress } from './precompress.ts'

/** The staff app's folder is one the worker's precache never sees; production runs dist/node with Node alone (decision 0033). */
export async function buildSite() {
  // This script and the compression it runs, which no Vite build reads.
  const ownFiles = ['./build.ts', './precompress.ts', '../server/static/staticResponse.ts', '../tsconfig.server.json']
  const inputs = new Set(ownFiles.map((file) => path.relative(process.cwd(), fileURLToPath(new URL(file, import.meta.url)))))
  await build({ build: { ssr: 'app/pages/entry-server.tsx' }, plugins: [buildInputs(inputs)], logLevel: 'warn' })
  await build({ plugins: [buildInputs(inputs)], logLevel: 'warn' })
  const staff = staffAppConfig()
  await build({ ...staff, plugins: [...(staff.plugins ?? []), buildInputs(inputs)], logLevel: 'warn' })
  await precompress('dist/client')
  await precompress('dist/staff')
  await compileServer(inputs)
  await writeBuildStamp(inputs)
  console.log(
    'Built and prerendered the site into dist/client, and the staff app into dist/staff, each file compressed beside it; compiled the server into dist/node',
  )
}

/** Into an empty folder, so no module removed from the sources lingers; unchecked, as `npm run typecheck` checks them. */
async function compileServer(inputs: Set<string>) {
  await rm('dist/node', { recursive: true, force: true })
  const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc')
  const { stdout } = await promisify(execFile)(process.execPath, [tsc, '-p', 'tsconfig.server.json', '--noCheck', '--listFiles'])
  for (const file of stdout.split('\n')) {
    const relative = path.relative(process.cwd(), file.trim())
    if (file.trim() && !relative.startsWith('..') && !relative.includes('node_modules')) inputs.add(relative)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildSite()
