import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseOperator, parseSiteUrl } from './config.ts'
import { assertPagesNameOperator } from './static/pagesOperator.ts'

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
    expect(() => loadConfig({ ADMIN_TOKEN: 'secret' })).toThrow(/ADMIN_TOKEN=\(not shown: it may hold a secret\): must be at least 24 characters/)
    expect(() => loadConfig({ MONGODB_URI: 'localhost:27017' })).toThrow(/MONGODB_URI/)
    expect(() => loadConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX="0": must be at least 1/)
    expect(() => loadConfig({ ENQUIRY_RETENTION_DAYS: 'forever' })).toThrow(/ENQUIRY_RETENTION_DAYS="forever"/)
  })

  it('never repeats a value that may hold a secret', () => {
    for (const env of [
      { ADMIN_TOKEN: 'hunter2-hunter2' },
      { SMTP_URL: 'http://alerts:hunter2-hunter2@mail.example' },
      { MONGODB_URI: 'mysql://u:hunter2-hunter2@db' },
      { FACTOR_KEY: 'hunter2-hunter2' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError)
      expect(() => loadConfig(env)).not.toThrow(/hunter2/)
    }
  })

  it("takes a replica set's or Atlas's MongoDB URI, and refuses one MongoDB would refuse without repeating it", () => {
    const replicaSet = 'mongodb://app:hunter2-hunter2@db1.example:27017,db2.example:27017/?replicaSet=rs0&authSource=admin'
    const FACTOR_KEY = 'ab'.repeat(32)
    expect(loadConfig({ MONGODB_URI: replicaSet, FACTOR_KEY }).mongodbUri).toBe(replicaSet)
    expect(loadConfig({ MONGODB_URI: 'mongodb+srv://app:pw@cluster0.abcde.mongodb.net/clarendon', FACTOR_KEY }).mongodbUri).toMatch(/^mongodb\+srv/)
    expect(() => loadConfig({ MONGODB_URI: 'mongodb+srv://app:hunter2-hunter2@a.example:27017/' })).toThrow(
      /MONGODB_URI=\(not shown.*\): must be a MongoDB connection string/,
    )
    expect(() => loadConfig({ MONGODB_URI: 'mongodb+srv://app:hunter2-hunter2@a.example:27017/' })).not.toThrow(/hunter2/)
  })

  it('keeps a demonstration’s enquiries 30 days by default, as its privacy notice says, and never longer', () => {
    expect(loadConfig({}).retentionDays).toBe(30)
    expect(loadConfig({ ENQUIRY_RETENTION_DAYS: '7' }).retentionDays).toBe(7)
    expect(() => loadConfig({ ENQUIRY_RETENTION_DAYS: '730' })).toThrow(
      /ENQUIRY_RETENTION_DAYS="730": must be at most 30: the privacy policy promises deletion within 30 days/,
    )
  })

  it('turns alerts on with SMTP_URL, and then needs NOTIFY_TO', () => {
    expect(loadConfig({}).mail).toBeUndefined()
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example:25' })).toThrow(/NOTIFY_TO/)
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example:25', NOTIFY_TO: 'reception' })).toThrow(
      /NOTIFY_TO="reception": must be one or more e-mail addresses/,
    )
    const { mail } = loadConfig({ SMTP_URL: 'smtp://mail.example:25', NOTIFY_TO: 'reception@firm.example, partner@firm.example' })
    expect(mail).toEqual({
      smtpUrl: 'smtp://mail.example:25',
      from: '"Clarendon Solicitors website" <website@www.clarendon-solicitors.example>',
      to: ['reception@firm.example', 'partner@firm.example'],
      morningDigests: true,
      operator: null,
    })
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:25', NOTIFY_TO: 'reception@firm.example', MORNING_DIGESTS: 'off' }).mail?.morningDigests).toBe(false)
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example:25', NOTIFY_TO: 'reception@firm.example', MORNING_DIGESTS: 'no' })).toThrow(
      /MORNING_DIGESTS="no": must be on or off/,
    )
  })

  it('takes FACTOR_KEY as 64 hex digits, and needs it with MONGODB_URI before anything connects', () => {
    const key = 'ab'.repeat(32)
    expect(loadConfig({ FACTOR_KEY: key }).factorKey).toEqual(Buffer.from(key, 'hex'))
    expect(() => loadConfig({ FACTOR_KEY: key.slice(2) })).toThrow(
      'FACTOR_KEY=(not shown: it may hold a secret): must be 64 hex digits (try: openssl rand -hex 32)',
    )
    const mongo = 'mongodb://db.internal/clarendon'
    expect(() => loadConfig({ MONGODB_URI: mongo })).toThrow('FACTOR_KEY="": must be set with MONGODB_URI, the same on every server')
    expect(loadConfig({ MONGODB_URI: mongo, FACTOR_KEY: key }).mongodbUri).toBe(mongo)
  })

  it('keeps only the origin of SITE_URL', () => {
    expect(parseSiteUrl({ SITE_URL: 'https://staging.example.org/some/path' })).toBe('https://staging.example.org')
    expect(() => parseSiteUrl({ SITE_URL: 'ftp://example.org' })).toThrow(/http or https/)
  })

  describe('the operator', () => {
    const named = { OPERATOR_NAME: 'Foyle Demonstrations Ltd', OPERATOR_EMAIL: 'privacy@foyle-demos.example' }

    it('is nobody until named, and then a name with an address to write to, and the recipients named', () => {
      expect(loadConfig({}).operator).toBeNull()
      expect(loadConfig(named).operator).toEqual({ name: 'Foyle Demonstrations Ltd', email: 'privacy@foyle-demos.example', mailRelay: null, proxy: null })
      expect(loadConfig({ ...named, OPERATOR_MAIL_RELAY: 'Postbox Relay Ltd', OPERATOR_PROXY: 'Edgeway CDN Inc.' }).operator).toMatchObject({
        mailRelay: 'Postbox Relay Ltd',
        proxy: 'Edgeway CDN Inc.',
      })
      const { mail } = loadConfig({
        ...named,
        OPERATOR_MAIL_RELAY: 'Postbox Relay Ltd',
        SMTP_URL: 'smtp://mail.example:25',
        NOTIFY_TO: 'reception@firm.example',
      })
      expect(mail?.operator?.email).toBe('privacy@foyle-demos.example')
    })

    it('refuses a name without an address, an address that is not one, or recipients with nobody to answer for them', () => {
      expect(() => loadConfig({ OPERATOR_NAME: 'Foyle Demonstrations Ltd' })).toThrow(/OPERATOR_EMAIL="": must be set with the other OPERATOR_ variables/)
      expect(() => loadConfig({ ...named, OPERATOR_EMAIL: 'privacy' })).toThrow(/OPERATOR_EMAIL="privacy": must be an e-mail address/)
      expect(() => loadConfig({ OPERATOR_PROXY: 'Edgeway CDN Inc.' })).toThrow(/OPERATOR_NAME="": must be set/)
      expect(() => loadConfig({ ...named, OPERATOR_NAME: '  ' })).toThrow(/OPERATOR_NAME=" {2}": must not be empty/)
    })

    it('must name the relay when mail leaves this machine, and the proxy when one is trusted', () => {
      const mail = { SMTP_URL: 'smtp://user:secret@mail.example:587', NOTIFY_TO: 'reception@firm.example' }
      expect(() => loadConfig({ ...named, ...mail })).toThrow(/OPERATOR_MAIL_RELAY="": must name who relays the site’s e-mail when SMTP_URL is set/)
      expect(() => loadConfig({ ...named, ...mail })).not.toThrow(/secret/)
      expect(loadConfig({ ...named, ...mail, OPERATOR_MAIL_RELAY: 'Postbox Relay Ltd' }).mail?.smtpUrl).toBe(mail.SMTP_URL)
      expect(loadConfig({ ...named, SMTP_URL: 'smtp://127.0.0.1:2525', NOTIFY_TO: 'reception@firm.example' }).operator?.mailRelay).toBeNull()
      expect(() => loadConfig({ ...named, TRUST_PROXY: '1' })).toThrow(/OPERATOR_PROXY="": must name the proxy or CDN in front of the server/)
      expect(loadConfig({ ...named, TRUST_PROXY: '1', OPERATOR_PROXY: 'Edgeway CDN Inc.' }).trustProxy).toBe(1)
      expect(loadConfig({ TRUST_PROXY: '1', ...mail }).operator).toBeNull()
    })

    it('is read by the build through the same check, and the server refuses pages built naming someone else', () => {
      expect(parseOperator(named)).toEqual(loadConfig(named).operator)
      expect(() => parseOperator({ OPERATOR_NAME: 'x' })).toThrow(ConfigError)
      const manifest = { pages: {}, notFound: { file: '404.html', status: 404 }, serviceNotFound: { file: 's.html', status: 404 }, toastStyleHashes: [] }
      expect(() => assertPagesNameOperator({ ...manifest, operator: null }, null)).not.toThrow()
      expect(() => assertPagesNameOperator({ ...manifest, operator: parseOperator(named) }, parseOperator(named))).not.toThrow()
      expect(() => assertPagesNameOperator({ ...manifest, operator: null }, parseOperator(named))).toThrow(
        /the pages were built naming none, but the server is configured with .*Foyle Demonstrations Ltd.*build again/,
      )
    })
  })
})
