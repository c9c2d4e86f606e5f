import { request as httpRequest, type RequestListener } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { enquiriesPath } from '../app/shared/enquiry/schema.ts'
import { sampleEnquiry } from '../app/shared/enquiry/sampleEnquiry.ts'
import * as staffApi from '../app/shared/staffRoutes/index.ts'
import { httpLimits, startHttpServer } from './httpServer.ts'
import { captureLog } from './testing/captureLog.ts'
import { adminToken, prepareTestApp, testApp } from './testing/testApp.ts'

// The site is rendered once per file, before the first test, so no test's time goes on it.
beforeAll(prepareTestApp)

/** One request exactly as written (a path with a backslash, a compressed body), through a real server with our limits. */
async function raw(app: RequestListener, options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer }) {
  const server = startHttpServer(app, { port: 0, host: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    return await new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: (server.address() as AddressInfo).port, method: options.method ?? 'GET', path: options.path, headers: options.headers },
        (res) => {
          let body = ''
          res.on('data', (chunk) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
        },
      )
      req.on('error', reject)
      req.end(options.body)
    })
  } finally {
    server.close()
  }
}

describe('the server’s edges', () => {
  it('drops a trailing slash only towards a page of this site, never another host', async () => {
    const { app } = await testApp()
    for (const path of ['//evil.example/', '///evil.example/', '/\\evil.example/', '/\\/evil.example/', '//evil.example/about/']) {
      const res = await raw(app, { path })
      const location = String(res.headers.location ?? '')
      expect({ path, status: res.status }).toEqual({ path, status: 301 })
      expect({ path, origin: new URL(location, 'https://www.clarendon.example').origin }).toEqual({ path, origin: 'https://www.clarendon.example' })
    }
    expect((await raw(app, { path: '/about/' })).headers.location).toBe('/about')
  })

  it('refuses a compressed body (gzip or br) with 415 and a clear message: enquiry, status change and sign-in alike', async () => {
    const { app, store } = await testApp()
    const { enquiry } = await store.enquiries.insert(sampleEnquiry(), { alert: false, replyDueAt: new Date() })
    const json = (value: object, encoding: string) => ({
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding, 'Sec-Fetch-Site': 'same-origin', Authorization: `Bearer ${adminToken}` },
      body: gzipSync(JSON.stringify(value)),
    })
    for (const encoding of ['gzip', 'br', 'deflate']) {
      const requests = [
        { method: 'POST', path: enquiriesPath, ...json(sampleEnquiry(), encoding) },
        { method: 'PATCH', path: `${enquiriesPath}/${enquiry.id}`, ...json({ status: 'contacted' }, encoding) },
        { method: 'POST', path: staffApi.session.path, ...json({ username: 'niamh', password: 'a-long-enough-password' }, encoding) },
      ]
      for (const request of requests) {
        const res = await raw(app, request)
        expect({ ...request, body: undefined, status: res.status }).toEqual({ ...request, body: undefined, status: 415 })
        expect(JSON.parse(res.body).message).toBe('Please send the request uncompressed, without a Content-Encoding header.')
      }
    }
    expect((await store.enquiries.get(enquiry.id))?.status).toBe('new')
    expect(await store.enquiries.list()).toHaveLength(1)
  })

  it('answers 400 for an address with broken %-encoding, and logs no error for it', async () => {
    const log = captureLog('info')
    const { app } = await testApp({ logger: log.logger })
    for (const path of [`${enquiriesPath}/%ZZ`, `${enquiriesPath}/%ED%A0%80`, `${enquiriesPath}/%E0%A4%A`]) {
      const res = await raw(app, { path, headers: { Authorization: `Bearer ${adminToken}` } })
      expect({ path, status: res.status }).toEqual({ path, status: 400 })
      expect(JSON.parse(res.body).message).toBe('This address is not valid: it has a broken %-encoding.')
      const unauthenticated = await raw(app, { path })
      expect({ path, status: unauthenticated.status }).toEqual({ path, status: 400 })
    }
    // Each request's line, an error's included, is written when its response finishes, which can
    // come after the client has read it: all six are waited for, or a late error would go unseen.
    await vi.waitFor(() => expect(log.entries().filter((entry) => entry.res)).toHaveLength(6), { timeout: 30_000 })
    expect(log.entries().filter((entry) => Number(entry.level) >= 50)).toEqual([])
  })

  it('closes a connection whose request headers never finish, once headersTimeout has passed', async () => {
    const { app } = await testApp()
    const server = startHttpServer(app, { port: 0, host: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      expect(server.headersTimeout).toBe(httpLimits.headersTimeoutMs)
      expect(server.requestTimeout).toBe(httpLimits.requestTimeoutMs)
      expect(server.maxConnections).toBe(httpLimits.maxConnections)
      // A slow client: the request line and one header, then nothing.
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1')
      socket.write('POST /api/consultation-requests HTTP/1.1\r\nHost: localhost\r\n')
      let answer = ''
      socket.on('data', (chunk) => (answer += chunk))
      await new Promise((resolve) => socket.once('close', resolve))
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/)
    } finally {
      server.close()
    }
  })
})
