import type { IncomingMessage } from 'node:http'
import path from 'node:path'

/** What the two reference servers share: clean URLs to files, the types they send, brotli or not. */
export const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' }

export function fileForUrl(url = '/') {
  const pathname = decodeURIComponent(new URL(url, 'http://x').pathname)
  return path.normalize(pathname === '/' ? 'index.html' : path.extname(pathname) ? pathname.slice(1) : `${pathname.slice(1)}.html`)
}

export const acceptsBrotli = (req: IncomingMessage) => /\bbr\b/.test(req.headers['accept-encoding'] ?? '')
