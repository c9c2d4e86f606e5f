import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { cspHash } from '../server/static/securityHeaders.ts'

/** In a Node process of its own, so no other code of the build sees happy-dom's document. */
const capture = `
import { Window } from 'happy-dom'
const window = new Window()
Object.assign(globalThis, { window, document: window.document })
await import('sonner')
process.stdout.write(JSON.stringify(Array.from(document.querySelectorAll('style'), (style) => style.textContent)))
await window.happyDOM.close()
`

/** From the very module the client build bundles, whatever way it carries the text inside. */
export async function toastStylesheets(): Promise<string[]> {
  const projectRoot = fileURLToPath(new URL('..', import.meta.url))
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', capture], { cwd: projectRoot })
  const texts: string[] = JSON.parse(stdout)
  if (!texts.some((css) => css.length > 0)) throw new Error('The toast library inserted no stylesheet when it loaded; see scripts/toastStylesheet.ts')
  // A <style> is checked against the CSP when it joins the page and again when its text changes;
  // the library adds its element empty and fills it after, so the empty text is allowed too.
  return [...new Set(['', ...texts])]
}

export const toastStyleHashes = async () => (await toastStylesheets()).map(cspHash)
