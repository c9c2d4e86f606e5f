import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseSiteUrl } from './config.ts'

describe('configuration', () => {
  it('has defaults that serve the site on port 3000', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.siteUrl).toBe('https://www.clarendon-solicitors.example')
    expect(config.mongodbUri).toBeUndefined()
    expect(config.adminToken).toBeUndefined()
    expect(config.rateLimit).toEqual({ max: 20, windowMs: 10 * 60_000 })
  })

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT="eighty": must be a whole number/)
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/)
    expect(() => loadConfig({ SITE_URL: 'clarendon' })).toThrow(/SITE_URL="clarendon": must be an absolute http or https URL/)
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => loadConfig({ ADMIN_TOKEN: 'secret' })).toThrow(/ADMIN_TOKEN="secret": must be at least 24 characters/)
    expect(() => loadConfig({ MONGODB_URI: 'localhost:27017' })).toThrow(/MONGODB_URI/)
    expect(() => loadConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX="0": must be at least 1/)
  })

  it('keeps only the origin of SITE_URL', () => {
    expect(parseSiteUrl({ SITE_URL: 'https://staging.example.org/some/path' })).toBe('https://staging.example.org')
    expect(() => parseSiteUrl({ SITE_URL: 'ftp://example.org' })).toThrow(/http or https/)
  })
})
