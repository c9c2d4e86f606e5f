import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { styleHash } from '../server/security.ts'

/**
 * Loads the toast library as a browser does, in a Node process of its own, under a document just
 * big enough to record what it inserts. A browser checks a <style> against the CSP when it
 * joins the page and again whenever its text changes, so every text a connected one has had is
 * printed. Anything else the library touches on the document stops the capture with its name,
 * rather than letting a policy go out that would block the toasts' styles.
 */
const capture = `
const texts = []
const missing = (what) => { throw new Error('the capture has no ' + what) }
const strict = (target, name) => new Proxy(target, {
  get: (object, key) => key in object || typeof key === 'symbol' ? object[key] : missing(name + '.' + String(key)),
})
const textOf = (node) => (node.nodeType === 3 ? node.data : node.childNodes.map(textOf).join(''))
const connected = (node) => node === head || (node.parentNode !== null && connected(node.parentNode))
const changed = (node) => {
  for (let at = node; at; at = at.parentNode) if (at.localName === 'style' && connected(at)) texts.push(textOf(at))
}
const text = (data) => ({ data, parentNode: null, nodeType: 3 })
const element = (localName) => {
  const self = strict({
    localName, nodeType: 1, parentNode: null, childNodes: [], styleSheet: undefined, type: '', nonce: '',
    setAttribute(name, value) { self[name] = String(value) },
    get textContent() { return textOf(self) },
    set textContent(value) { self.childNodes = [text(String(value))]; changed(self) },
    appendChild(child) { return self.insertBefore(child, null) },
    insertBefore(child, before) {
      const at = before ? self.childNodes.indexOf(before) : self.childNodes.length
      self.childNodes.splice(at, 0, child)
      child.parentNode = self
      changed(child.nodeType === 1 ? child : self)
      return child
    },
    append(...children) { for (const child of children) self.appendChild(typeof child === 'string' ? text(child) : child) },
  }, localName)
  return self
}
const head = element('head')
globalThis.document = strict({
  head,
  getElementsByTagName: (name) => (name === 'head' ? [head] : missing('getElementsByTagName(' + name + ')')),
  createElement: (name) => element(String(name).toLowerCase()),
  createTextNode: (data) => text(String(data)),
}, 'document')
await import('sonner')
process.stdout.write(JSON.stringify(texts))
`

/**
 * Every stylesheet text the toast library puts in a page when it loads: the very library the
 * client build bundles (its ES module, resolved from the project), whatever way it carries the
 * text inside.
 */
export async function toastStylesheets(): Promise<string[]> {
  const projectRoot = fileURLToPath(new URL('..', import.meta.url))
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', capture], { cwd: projectRoot })
  const texts: string[] = JSON.parse(stdout)
  if (!texts.some((css) => css.length > 0)) throw new Error('The toast library inserted no stylesheet when it loaded; see scripts/toastStylesheet.ts')
  return [...new Set(texts)]
}

/** Their CSP sources, which every page's policy carries. */
export const toastStyleHashes = async () => (await toastStylesheets()).map(styleHash)
