import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHttpServer } from '../httpServer.ts'
import { testApp } from '../testing/testApp.ts'
import { fileFor } from './aheadOfExpress.ts'
import type { StaticResponse } from './staticResponse.ts'

let server: Server
let files: ReadonlyMap<string, StaticResponse>
let origin: string
beforeAll(async () => {
  const made = await testApp()
  files = made.files
  server = await new Promise<Server>((resolve) => startHttpServer(made.app, { port: 0, host: '127.0.0.1' }, resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The headers helmet is configured to send, by name (not caching, type, length or ETag). */
const isSecurityHeader = (name: string) =>
  /^(content-security-policy|cross-origin-|origin-agent|permissions-policy|referrer-policy|strict-transport|x-)/.test(name)

const securityHeadersOf = async (path: string) => {
  const res = await fetch(`${origin}${path}`)
  await res.arrayBuffer()
  const headers = Object.fromEntries([...res.headers].filter(([name]) => isSecurityHeader(name)))
  // A page's policy also allows its own inline blocks by hash: the rest of it is the site's.
  const policy = headers['content-security-policy']
  if (policy) headers['content-security-policy'] = policy.replace(/ 'sha256-[^']+'/g, '')
  return { status: res.status, headers }
}

describe('answers made ahead of Express and answers Express makes', () => {
  it('carry the same security headers: the home page, an unknown page and an unknown API path', async () => {
    const request = (url: string) => ({ method: 'GET', url }) as Parameters<typeof fileFor>[1]
    // The home page is answered before Express sees it; the other two only Express answers.
    expect(fileFor(files, request('/'))).toBeDefined()
    expect(fileFor(files, request('/no-such-page'))).toBeUndefined()
    expect(fileFor(files, request('/api/no-such-thing'))).toBeUndefined()

    const home = await securityHeadersOf('/')
    const notFound = await securityHeadersOf('/no-such-page')
    const apiNotFound = await securityHeadersOf('/api/no-such-thing')
    expect([home.status, notFound.status, apiNotFound.status]).toEqual([200, 404, 404])
    expect(Object.keys(home.headers)).toEqual(
      expect.arrayContaining(['x-content-type-options', 'referrer-policy', 'strict-transport-security', 'x-frame-options']),
    )
    expect(home.headers).toEqual(apiNotFound.headers)
    expect(notFound.headers).toEqual(apiNotFound.headers)
  })
})
