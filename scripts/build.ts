import { writeFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { buildFingerprint, buildStampFile } from './buildStamp.ts'
import { prerender } from './prerender.ts'

/** Server bundle for the prerender, the browser bundle, then one HTML file per page. */
export async function buildSite() {
  await build({ build: { ssr: 'app/entry-server.tsx' }, logLevel: 'warn' })
  await build({ logLevel: 'warn' })
  const manifest = await prerender()
  await writeFile(buildStampFile, JSON.stringify({ fingerprint: await buildFingerprint() }))
  console.log(`Prerendered ${Object.keys(manifest.pages).length} pages and 2 error pages into dist/client`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildSite()
