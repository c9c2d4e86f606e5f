import { describe, expect, it } from 'vitest'
import { staffOfflineResponse } from './staffOfflinePage.ts'

describe('the page the service worker answers for the inbox when offline', () => {
  it('says the inbox needs a connection, and links back to it', async () => {
    const html = await staffOfflineResponse().text()
    expect(html).toContain('<html lang="en-GB">')
    expect(html).toContain('<meta name="viewport"')
    expect(html).toMatch(/<title>[^<]+<\/title>/)
    expect(html).toContain('The inbox needs a connection')
    expect(html).toContain('You are offline. Connect to the internet and try again.')
    expect(html).toContain('<a href="/staff">')
  })

  it('is HTML under a policy that lets nothing run or load, with no style or script to need one', async () => {
    const response = staffOfflineResponse()
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'")
    expect(await response.text()).not.toMatch(/<script|<style|style=/)
  })
})
