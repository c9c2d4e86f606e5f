import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import { oneHeadingIsolatedPath, oneHeadingPage, oneHeadingPath } from './oneHeading.ts'
import { acceptsBrotli, fileForUrl, types } from './referenceFiles.ts'

/**
 * The first reference for throughput: a minimal static server on the same dist files, read from
 * disk on each request, with clean URLs to .html and no headers beyond type and encoding. Like
 * a server's "brotli_static", it sends the .br file the build wrote beside one to a client that
 * takes brotli, so it sends the very bytes our server does. It also serves the reference page
 * for Lighthouse, plain and with the site's opener policy (oneHeading.ts).
 */
const root = path.resolve(process.argv[2] ?? 'dist/client')
const port = Number(process.argv[3] ?? 4400)
/** The Cross-Origin-Opener-Policy the site's pages are sent with, as bench.ts read it from the server. */
const openerPolicy = process.argv[4]

createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://x')
  if (pathname === oneHeadingPath || pathname === oneHeadingIsolatedPath) {
    const isolated = pathname === oneHeadingIsolatedPath && openerPolicy ? { 'Cross-Origin-Opener-Policy': openerPolicy } : {}
    res.writeHead(200, { 'Content-Type': types['.html'], ...isolated }).end(oneHeadingPage)
    return
  }
  const file = path.join(root, fileForUrl(req.url))
  const brotli = acceptsBrotli(req)
  try {
    const body = await readFile(brotli ? `${file}.br` : file)
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream', ...(brotli && { 'Content-Encoding': 'br' }) }).end(body)
  } catch {
    res.writeHead(404).end('Not found')
  }
}).listen(port, '127.0.0.1')
