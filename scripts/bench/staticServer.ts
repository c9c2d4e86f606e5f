import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import { oneHeadingPage, oneHeadingPath } from './oneHeading.ts'

/**
 * The reference for throughput: the same dist files from a minimal static server
 * (read from disk on each request, clean URLs to .html, no headers beyond the type).
 * It also serves the reference page for Lighthouse (oneHeading.ts).
 */
const root = path.resolve(process.argv[2] ?? 'dist/client')
const port = Number(process.argv[3] ?? 4400)
const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' }

createServer(async (req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
  if (pathname === oneHeadingPath) {
    res.writeHead(200, { 'Content-Type': types['.html'] }).end(oneHeadingPage)
    return
  }
  const file = pathname === '/' ? 'index.html' : path.extname(pathname) ? pathname.slice(1) : `${pathname.slice(1)}.html`
  try {
    const body = await readFile(path.join(root, path.normalize(file)))
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body)
  } catch {
    res.writeHead(404).end('Not found')
  }
}).listen(port, '127.0.0.1')
