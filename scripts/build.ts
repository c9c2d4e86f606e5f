import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'
import { staffAppConfig } from '../vite.config.ts'
import { buildInputs, writeBuildStamp } from './buildStamp.ts'
import { precompress } from './precompress.ts'

/**
 * The server bundle (used by the prerender), then the browser bundle; at its end the PWA plugin
 * prerenders every page (see vite.config.ts) and builds the service worker that precaches them.
 * Then the staff app, into a folder of its own that the worker's precache never sees. Last,
 * every text file of both gets its compressed copies beside it. Each build records the files it
 * read, so `npm start` knows when a new build is due.
 */
export async function buildSite() {
  // This script and the compression it runs, which no Vite build reads.
  const ownFiles = ['./build.ts', './precompress.ts', '../server/staticResponse.ts']
  const inputs = new Set(ownFiles.map((file) => path.relative(process.cwd(), fileURLToPath(new URL(file, import.meta.url)))))
  await build({ build: { ssr: 'app/pages/entry-server.tsx' }, plugins: [buildInputs(inputs)], logLevel: 'warn' })
  await build({ plugins: [buildInputs(inputs)], logLevel: 'warn' })
  const staff = staffAppConfig()
  await build({ ...staff, plugins: [...(staff.plugins ?? []), buildInputs(inputs)], logLevel: 'warn' })
  await precompress('dist/client')
  await precompress('dist/staff')
  await writeBuildStamp(inputs)
  console.log('Built and prerendered the site into dist/client, and the staff app into dist/staff, each file compressed beside it')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildSite()
