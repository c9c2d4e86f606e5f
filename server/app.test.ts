import request from 'supertest'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { captureLog } from './testing/captureLog.ts'
import { prepareTestApp, testApp } from './testing/testApp.ts'

beforeAll(prepareTestApp)

/** Every header but those that describe the body, its caching or its encoding; a page's policy without its own hashes. */
function sharedHeaders(headers: Record<string, string>) {
  const shared = Object.entries(headers).filter(([name]) => !/^(content-(type|length|encoding)|etag|vary|cache-control|date|connection|keep-alive)$/.test(name))
  return Object.fromEntries(shared.map(([name, value]) => [name, name === 'content-security-policy' ? value.replace(/ 'sha256-[^']+'/g, '') : value]))
}

describe('one chain for every answer', () => {
  it('gives a page, a built file and an API answer the same headers and the same request-log fields', async () => {
    const log = captureLog('info')
    const { app } = await testApp({ logger: log.logger })
    const answers = []
    for (const [path, status] of [
      ['/', 200],
      ['/assets/main-AbC123.js', 200],
      ['/api/nothing', 404],
    ] as const) {
      answers.push(sharedHeaders((await request(app).get(`${path}?from=menu`).expect(status)).headers))
    }
    expect(answers[0]).toHaveProperty('x-robots-tag', 'noindex')
    expect(answers[0]).toHaveProperty('strict-transport-security')
    expect(answers[0]!['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])

    // pino-http logs when the response finishes, which can come after the client has read it.
    const completed = () => log.entries().filter((entry) => entry.msg === 'request completed')
    await vi.waitFor(() => expect(completed()).toHaveLength(3), { timeout: 30_000 })
    const lines = completed()
    expect(lines.map(({ req, res }) => [req, res])).toEqual([
      [{ id: expect.any(Number), method: 'GET', path: '/' }, { statusCode: 200 }],
      [{ id: expect.any(Number), method: 'GET', path: '/assets/main-AbC123.js' }, { statusCode: 200 }],
      [{ id: expect.any(Number), method: 'GET', path: '/api/nothing' }, { statusCode: 404 }],
    ])
    expect(new Set(lines.map((line) => (line.req as { id: number }).id)).size).toBe(3)
    for (const line of lines) expect(line.responseTime).toBeTypeOf('number')
  })
})
