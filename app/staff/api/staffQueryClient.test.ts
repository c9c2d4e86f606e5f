import { MutationObserver, QueryObserver, onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { createStaffQueryClient } from './staffQueryClient.ts'

const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

afterEach(() => onlineManager.setOnline(true))

describe("the staff app's query client", () => {
  it('fails a request made offline at once, rather than holding it for later', async () => {
    const client = createStaffQueryClient()
    onlineManager.setOnline(false)
    const change = new MutationObserver(client, {
      mutationFn: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    await expect(change.mutate()).rejects.toThrow('Failed to fetch')
  })

  it('fetches a query that failed offline again when the connection returns', async () => {
    const client = createStaffQueryClient()
    client.mount()
    let calls = 0
    const observer = new QueryObserver(client, {
      queryKey: ['/api/x'],
      queryFn: async () => {
        calls += 1
        if (calls === 1) throw new TypeError('Failed to fetch')
        return 'answer'
      },
    })
    const stop = observer.subscribe(() => undefined)
    await settle()
    expect(observer.getCurrentResult().status).toBe('error')
    onlineManager.setOnline(false)
    onlineManager.setOnline(true)
    await settle()
    expect(observer.getCurrentResult().data).toBe('answer')
    stop()
    client.unmount()
  })
})
