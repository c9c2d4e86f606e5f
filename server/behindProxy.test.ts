import { randomUUID } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, request, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as staffApi from '../app/shared/staffRoutes/index.ts'
import { captureLog } from './testing/captureLog.ts'
import { addStaff } from './testing/staffTesting.ts'
import { testApp } from './testing/testApp.ts'

/**
 * The server behind a TLS proxy, as docs/deploy/nginx.conf and Caddyfile set it up: the proxy
 * replaces X-Forwarded-For with the address it was reached from and says the visitor came over
 * HTTPS. Visitors are told apart by loopback addresses of their own (127.0.0.2, 127.0.0.3…), which
 * Linux routes to this machine like 127.0.0.1.
 */
const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

async function listen(handler: RequestListener) {
  const server = createServer(handler).listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  return (server.address() as AddressInfo).port
}

/** What nginx's `proxy_set_header` lines (and Caddy by default) send to the app. */
function loopbackProxy(appPort: number): RequestListener {
  return (incoming, answer) => {
    const headers: IncomingHttpHeaders = {
      ...incoming.headers,
      'x-forwarded-for': incoming.socket.remoteAddress,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': incoming.headers.host,
    }
    const upstream = request({ host: '127.0.0.1', port: appPort, method: incoming.method, path: incoming.url, headers }, (res) => {
      answer.writeHead(res.statusCode!, res.headers)
      res.pipe(answer)
    })
    upstream.on('error', () => answer.writeHead(502).end())
    incoming.pipe(upstream)
  }
}

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/** A request from a visitor at `from` (a loopback address), with a JSON body when given. */
function send(port: number, from: string, method: string, path: string, body?: object, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = body ? JSON.stringify(body) : undefined
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path,
        agent: false,
        headers: { ...(payload && { 'content-type': 'application/json' }), ...headers },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8').on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

const enquiry = () => ({
  id: randomUUID(),
  firstName: 'Declan',
  lastName: 'McLaughlin',
  email: 'declan@example.com',
  phone: '028 9649 6789',
  serviceType: '',
  details: 'A boundary wall shared with a neighbour.',
})
const enquiries = '/api/consultation-requests'

// Rendering the whole site for the test app takes a while on a busy machine.
describe('behind a TLS proxy (TRUST_PROXY=1, the app on 127.0.0.1)', { timeout: 60_000 }, () => {
  it('counts the rate limit per visitor, by the address the proxy saw, whatever the visitor forges', async () => {
    const { app } = await testApp({ trustProxy: 1, rateLimitMax: 2 })
    const proxy = await listen(loopbackProxy(await listen(app)))
    expect((await send(proxy, '127.0.0.2', 'POST', enquiries, enquiry())).status).toBe(201)
    expect((await send(proxy, '127.0.0.2', 'POST', enquiries, enquiry(), { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(201)
    const third = await send(proxy, '127.0.0.2', 'POST', enquiries, enquiry(), { 'X-Forwarded-For': '198.51.100.9' })
    expect(third.status).toBe(429)
    expect(third.headers['retry-after']).toMatch(/^\d+$/)
    // Another visitor, through the same proxy, has their own allowance.
    expect((await send(proxy, '127.0.0.3', 'POST', enquiries, enquiry())).status).toBe(201)
  })

  it('gives staff the Secure __Host- session cookie over the proxy', async () => {
    const { app, store } = await testApp({ trustProxy: 1 })
    const niamh = await addStaff(store)
    const proxy = await listen(loopbackProxy(await listen(app)))
    const res = await send(proxy, '127.0.0.2', 'POST', staffApi.session.path, niamh, { 'Sec-Fetch-Site': 'same-origin' })
    expect(res.status).toBe(200)
    expect(res.headers['set-cookie']![0]).toMatch(/^__Host-staff=.*; Path=\/;.*HttpOnly; Secure; SameSite=Strict/)
  })

  it('logs each request through the proxy without the visitor’s address, or the proxy’s', async () => {
    const log = captureLog()
    const { app } = await testApp({ trustProxy: 1, logger: log.logger })
    const proxy = await listen(loopbackProxy(await listen(app)))
    expect((await send(proxy, '127.0.0.4', 'POST', enquiries, enquiry())).status).toBe(201)
    expect((await send(proxy, '127.0.0.4', 'GET', '/contact')).status).toBe(200)
    // pino-http logs when the response finishes, which can come after the client has read it.
    const completed = () => log.entries().filter((entry) => entry.msg === 'request completed')
    await vi.waitFor(() => expect(completed()).toHaveLength(2), { timeout: 30_000 })
    const lines = completed()
    expect(lines.map((line) => (line.req as { path: string }).path)).toEqual([enquiries, '/contact'])
    expect(log.text()).not.toMatch(/127\.0\.0\.\d/)
  })
})

describe('reached directly, without TRUST_PROXY', { timeout: 60_000 }, () => {
  it('ignores a forged X-Forwarded-For: the rate limit counts the connection’s address', async () => {
    const { app } = await testApp({ trustProxy: 0, rateLimitMax: 2 })
    const port = await listen(app)
    const forged = ['203.0.113.1', '203.0.113.2', '203.0.113.3']
    const statuses = []
    for (const address of forged) statuses.push((await send(port, '127.0.0.5', 'POST', enquiries, enquiry(), { 'X-Forwarded-For': address })).status)
    expect(statuses).toEqual([201, 201, 429])
  })
})
