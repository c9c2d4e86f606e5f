import { createServer, get, type IncomingHttpHeaders, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A GET answered by `app`, with the body as sent: supertest would decode a compressed one. */
export async function rawGet(app: RequestListener, headers: Record<string, string>, path = '/'): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const server = createServer(app).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    return await new Promise((resolve, reject) => {
      get(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      }).on('error', reject)
    })
  } finally {
    server.close()
  }
}
