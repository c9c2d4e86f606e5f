import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { QueryObserver } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backgroundHeader } from '../../shared/staffApi.ts'
import { createStaffQueryClient } from './staffQueryClient.ts'

// A real server on loopback, recording what each request said about itself.
const seen: IncomingHttpHeaders[] = []
const server = createServer((request, response) => {
  seen.push(request.headers)
  if (request.url?.endsWith('/gone')) {
    response.statusCode = 404
    response.end('{"message":"Not found"}')
    return
  }
  response.setHeader('Content-Type', 'application/json')
  response.end(JSON.stringify({ count: seen.length }))
})
let origin = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe("the staff app's requests for data", () => {
  it('marks a refetch of what is on screen as background, and the first fetch as the person’s', async () => {
    const client = createStaffQueryClient()
    const queryKey = [`${origin}/api/staff/enquiries`]
    const observer = new QueryObserver(client, { queryKey })
    const stop = observer.subscribe(() => undefined)
    await expect.poll(() => observer.getCurrentResult().data).toEqual({ count: 1 })
    await observer.refetch()
    expect(observer.getCurrentResult().data).toEqual({ count: 2 })
    expect(seen.map((headers) => headers[backgroundHeader.toLowerCase()])).toEqual([undefined, '1'])
    stop()
    client.clear()
  })

  it('marks as background a refetch of an enquiry that turned out to be gone', async () => {
    seen.length = 0
    const client = createStaffQueryClient()
    const queryKey = [`${origin}/api/consultation-requests/gone`]
    const observer = new QueryObserver(client, { queryKey, retry: false })
    const stop = observer.subscribe(() => undefined)
    await expect.poll(() => observer.getCurrentResult().isError).toBe(true)
    await observer.refetch()
    expect(seen.map((headers) => headers[backgroundHeader.toLowerCase()])).toEqual([undefined, '1'])
    stop()
    client.clear()
  })
})
