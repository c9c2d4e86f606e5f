import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { acceptsBrotli, fileForUrl, types } from './referenceFiles.ts'

/**
 * The strictest reference for throughput: bare node:http writing the same bytes as our server
 * (the build's .br file to a client that takes brotli) from memory, with only the headers that
 * describe them. Nothing a real site needs (security headers, caching, ETags) is sent.
 */
const root = path.resolve(process.argv[2] ?? 'dist/client')
const port = Number(process.argv[3] ?? 4401)
/** Each file read on its first request, then sent from memory. */
const bodies = new Map<string, Buffer>()

createServer((req, res) => {
  const file = fileForUrl(req.url)
  const brotli = acceptsBrotli(req)
  const name = brotli ? `${file}.br` : file
  let body = bodies.get(name)
  try {
    body ??= readFileSync(path.join(root, name))
  } catch {
    return res.writeHead(404).end('Not found')
  }
  bodies.set(name, body)
  res
    .writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      ...(brotli && { 'Content-Encoding': 'br' }),
      'Content-Length': body.length,
    })
    .end(body)
}).listen(port, '127.0.0.1')
