import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as entry from '../../app/entry-server.tsx'
import { renderSite, type RenderedSite } from '../../scripts/prerender.ts'
import { createApp } from '../app.ts'
import { createLogger } from '../logger.ts'
import { pagesFromRenderedSite } from '../pages.ts'

let site: Promise<RenderedSite> | undefined

/** The whole site rendered in-process, as the prerender does at build time (once per test file). */
export const renderedSite = () => (site ??= renderSite(entry))

/** A client folder with one hashed asset and one image, standing in for dist/client. */
function fixtureClientDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'clarendon-client-'))
  mkdirSync(path.join(dir, 'assets'))
  mkdirSync(path.join(dir, 'images'))
  writeFileSync(path.join(dir, 'assets', 'main-AbC123.js'), `console.log(${JSON.stringify('x'.repeat(2000))})`)
  writeFileSync(path.join(dir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return dir
}

export async function testApp() {
  const pages = pagesFromRenderedSite(await renderedSite())
  return createApp({ clientDir: fixtureClientDir(), trustProxy: 0 }, { pages, logger: createLogger('silent') })
}
