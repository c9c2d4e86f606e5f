import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { type LossyProxy, type LossyProxyOptions, startLossyProxy } from './lossyProxy.ts'

// The lossy link itself, with no browser: each fault does to a request what it says.
let server: Server
let received: string[]
let proxies: LossyProxy[]

/** A lossy link in front of this test's server, closed after the test. */
async function lossy(options: Omit<LossyProxyOptions, 'target'> = {}) {
  const proxy = await startLossyProxy({ target: { host: '127.0.0.1', port: (server.address() as AddressInfo).port }, ...options })
  proxies.push(proxy)
  return proxy
}

test.beforeEach(async () => {
  received = []
  proxies = []
  server = createServer((request, response) => {
    received.push(`${request.method} ${request.url}`)
    response.end('stored')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
test.afterEach(async () => {
  for (const proxy of proxies) await proxy.close()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const post = (proxy: LossyProxy, path = '/api/enquiries') => fetch(`${proxy.url}${path}`, { method: 'POST', body: 'hello' }).then((response) => response.text())

test('a reset connection never reaches the server', async () => {
  const proxy = await lossy({ rates: { reset: 1 } })
  await expect(post(proxy)).rejects.toThrow()
  expect(received).toEqual([])
  expect(proxy.faults).toEqual(['reset'])
})

test('a lost reply reaches the server, but the browser never hears back', async () => {
  const proxy = await lossy({ rates: { dropReply: 1 } })
  await expect(post(proxy)).rejects.toThrow()
  expect(received).toEqual(['POST /api/enquiries'])
})

test('a stalled request goes on to the server late, and its reply comes back then', async () => {
  const proxy = await lossy({ rates: { stall: 1 }, maxStalls: 1, stallMs: 300 })
  const stalled = post(proxy)
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(received).toEqual([])
  expect(await stalled).toBe('stored')
  expect(received).toEqual(['POST /api/enquiries'])
  // Past the stall limit, requests pass.
  expect(await post(proxy)).toBe('stored')
  expect(proxy.faults).toEqual(['stall', 'pass'])
})

test('only the requests it is told to spoil are spoilt', async () => {
  const proxy = await lossy({ rates: { reset: 1 }, spoils: (request) => request.method === 'POST' })
  expect(await fetch(`${proxy.url}/contact`).then((response) => response.text())).toBe('stored')
  await expect(post(proxy)).rejects.toThrow()
  expect(proxy.faults).toEqual(['reset'])
})

test('switched down, it refuses connections; back up, it passes them again', async () => {
  const proxy = await lossy()
  await proxy.setDown(true)
  await expect(post(proxy)).rejects.toThrow()
  await proxy.setDown(false)
  expect(await post(proxy)).toBe('stored')
  expect(received).toEqual(['POST /api/enquiries'])
})

test('the same seed spoils the same requests in the same way', async () => {
  const rates = { reset: 0.2, dropReply: 0.2 }
  const run = async () => {
    const proxy = await lossy({ seed: 42, rates })
    for (let i = 0; i < 20; i++) await post(proxy).catch(() => undefined)
    return proxy.faults
  }
  const first = await run()
  expect(new Set(first)).toEqual(new Set(['pass', 'reset', 'dropReply']))
  expect(await run()).toEqual(first)
})
