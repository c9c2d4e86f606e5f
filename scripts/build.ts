import { writeFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { staffAppConfig } from '../vite.config.ts'
import { buildFingerprint, buildStampFile } from './buildStamp.ts'

/**
 * The server bundle (used by the prerender), then the browser bundle; at its end the PWA plugin
 * prerenders every page (see vite.config.ts) and builds the service worker that precaches them.
 * Last, the staff app, into a folder of its own that the worker's precache never sees.
 */
export async function buildSite() {
  await build({ build: { ssr: 'app/entry-server.tsx' }, logLevel: 'warn' })
  await build({ logLevel: 'warn' })
  await build({ ...staffAppConfig(), logLevel: 'warn' })
  await writeFile(buildStampFile, JSON.stringify({ fingerprint: await buildFingerprint() }))
  console.log('Built and prerendered the site into dist/client, and the staff app into dist/staff')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildSite()
