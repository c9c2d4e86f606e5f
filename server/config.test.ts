import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseSiteUrl } from './config.ts'

describe('configuration', () => {
  it('has defaults that serve the site on port 3000', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.siteUrl).toBe('https://www.clarendon-solicitors.example')
  })

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT="eighty": must be a whole number/)
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/)
    expect(() => loadConfig({ SITE_URL: 'clarendon' })).toThrow(/SITE_URL="clarendon": must be an absolute http or https URL/)
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
  })

  it('keeps only the origin of SITE_URL', () => {
    expect(parseSiteUrl({ SITE_URL: 'https://staging.example.org/some/path' })).toBe('https://staging.example.org')
    expect(() => parseSiteUrl({ SITE_URL: 'ftp://example.org' })).toThrow(/http or https/)
  })
})
