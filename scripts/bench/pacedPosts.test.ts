import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { pacedPosts, percentile } from './pacedPosts.ts'

describe('paced POSTs', () => {
  it('sends rate × seconds requests, each with its own body, and counts a refused one as an error', async () => {
    const bodies: string[] = []
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        bodies.push(body)
        res.statusCode = bodies.length === 3 ? 503 : 201
        res.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    let n = 0
    try {
      const result = await pacedPosts({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        rate: 40,
        seconds: 0.5,
        connections: 4,
        body: () => `{"n":${n++}}`,
      })
      expect(new Set(bodies).size).toBe(20)
      expect(result.latenciesMs).toHaveLength(19)
      expect(result.errors).toBe(1)
    } finally {
      server.close()
    }
  })

  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(sorted, 50)).toBe(50)
    expect(percentile(sorted, 99)).toBe(99)
    expect(percentile([7], 99)).toBe(7)
  })
})
