import path from 'node:path'
import { ConnectionString } from 'mongodb-connection-string-url'
import * as v from 'valibot'
import { firm } from '../app/shared/content/firm.ts'
import { enquiryRetention } from '../app/shared/content/enquiryRetention.ts'
import type { Operator } from '../app/shared/content/operator.ts'

type Env = Record<string, string | undefined>

const httpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)

const origin = v.pipe(
  v.string(),
  v.check(httpUrl, 'must be an absolute http or https URL such as https://www.example.com'),
  v.transform((value) => new URL(value).origin),
)

/** As MongoDB parses it: several hosts (a replica set) and mongodb+srv:// included. */
const mongodbUri = (value: string) => {
  try {
    return Boolean(new ConnectionString(value))
  } catch {
    return false
  }
}

const smtpUrl = (value: string) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol)

const emailList = (value: string) => value.split(',').every((address) => v.is(v.pipe(v.string(), v.trim(), v.email()), address))

const port = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number'),
  v.transform(Number),
  v.number(),
  v.minValue(0, 'must be between 0 and 65535'),
  v.maxValue(65535, 'must be between 0 and 65535'),
)

const wholeNumber = (min: number) =>
  v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.number(), v.minValue(min, `must be at least ${min}`))

const named = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'), v.maxLength(200, 'must be at most 200 characters'))

/** Who runs the site and who receives visitors' data on its behalf: the privacy notice and the acknowledgement name them. */
const OperatorSchema = v.object({
  OPERATOR_NAME: v.optional(named),
  OPERATOR_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.email('must be an e-mail address such as privacy@example.com'))),
  OPERATOR_MAIL_RELAY: v.optional(named),
  OPERATOR_PROXY: v.optional(named),
})

const EnvSchema = v.object({
  PORT: v.optional(port, '3000'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '0.0.0.0'),
  SITE_URL: v.optional(origin),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  // How many proxies sit in front of the server; the client address for rate limits comes from them.
  TRUST_PROXY: v.optional(wholeNumber(0), '0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), './data'),
  // Without a database name in its path, the data goes in `clarendon` (docs/mongodb.md).
  MONGODB_URI: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://'),
      v.check(mongodbUri, 'must be a MongoDB connection string such as mongodb://db1:27017,db2:27017/clarendon?replicaSet=rs0'),
    ),
  ),
  // Staff list enquiries with this token; without one, the list is switched off.
  ADMIN_TOKEN: v.optional(v.pipe(v.string(), v.minLength(24, 'must be at least 24 characters (try: openssl rand -hex 24)'))),
  // Seals authenticator-app keys in the store; 32 random bytes as 64 hex digits (openssl rand -hex 32).
  FACTOR_KEY: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/i, 'must be 64 hex digits (try: openssl rand -hex 32)'))),
  RATE_LIMIT_MAX: v.optional(wholeNumber(1), '20'),
  RATE_LIMIT_WINDOW_MINUTES: v.optional(wholeNumber(1), '10'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.check(smtpUrl, 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty'))),
  NOTIFY_TO: v.optional(v.pipe(v.string(), v.check(emailList, 'must be one or more e-mail addresses separated by commas'))),
  // The supervisor told, with the owner, of an enquiry nobody contacted in time; NOTIFY_TO without it.
  ESCALATE_TO: v.optional(v.pipe(v.string(), v.check(emailList, 'must be one or more e-mail addresses separated by commas'))),
  // Each member of staff's e-mail when the office opens; a firm that wants none says off.
  MORNING_DIGESTS: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
  // The privacy policy promises deletion within its period for enquiries that do not lead to instructions.
  ENQUIRY_RETENTION_DAYS: v.optional(
    v.pipe(
      wholeNumber(1),
      v.maxValue(enquiryRetention.days, `must be at most ${enquiryRetention.days}: the privacy policy promises deletion within ${enquiryRetention.display}`),
    ),
    String(enquiryRetention.days),
  ),
  ...OperatorSchema.entries,
})

export type Config = {
  port: number
  host: string
  /** The site's address in its pages and e-mails: SITE_URL, or the firm's own address. */
  siteUrl: string
  /** SITE_URL when set: the one origin staff requests are taken from (staffOrigin.ts). */
  staffOrigin: string | undefined
  logLevel: v.InferOutput<typeof EnvSchema>['LOG_LEVEL']
  trustProxy: number
  clientDir: string
  dataDir: string
  mongodbUri: string | undefined
  adminToken: string | undefined
  /** FACTOR_KEY; unset, the embedded store keeps one in a file of its own beside the database (factorKey.ts). */
  factorKey: Buffer | undefined
  rateLimit: { max: number; windowMs: number }
  mail: MailConfig | undefined
  retentionDays: number
  operator: Operator | null
}

export interface MailConfig {
  smtpUrl: string
  from: string
  to: string[]
  /** Whom an acknowledgement's replies and erasure requests go to while the firm is fictional; absent, nobody is named. */
  operator?: Operator | null
  /** Told, with the owner, of an enquiry overdue with no contact; `to` without it. */
  escalateTo?: string[]
  /** Each member of staff's digest when the office opens (morningDigest.ts); none unless true. */
  morningDigests?: boolean
}

export class ConfigError extends Error {}

/** Variables that can carry a password or token, whose values an error message never repeats. */
const secretVariables = new Set(['ADMIN_TOKEN', 'FACTOR_KEY', 'MONGODB_URI', 'SMTP_URL'])

function parseEnv(env: Env) {
  const result = v.safeParse(EnvSchema, env)
  if (result.success) return result.output
  const lines = result.issues.map((issue) => {
    const name = v.getDotPath(issue) ?? 'environment'
    const shown = secretVariables.has(name) ? '(not shown: it may hold a secret)' : JSON.stringify(env[name] ?? '')
    return `${name}=${shown}: ${issue.message}`
  })
  throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`)
}

export function loadConfig(env: Env = process.env): Config {
  const parsed = parseEnv(env)
  const operator = operatorOf(parsed)
  assertRecipientsNamed(parsed, operator)
  // Servers sharing a MongoDB store have no folder in common for the embedded store's key file.
  if (parsed.MONGODB_URI && !parsed.FACTOR_KEY)
    throw new ConfigError('Invalid configuration:\n  FACTOR_KEY="": must be set with MONGODB_URI, the same on every server (try: openssl rand -hex 32)')
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    siteUrl: parsed.SITE_URL ?? firm.defaultSiteUrl,
    staffOrigin: parsed.SITE_URL,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    clientDir: path.resolve('dist/client'),
    dataDir: path.resolve(parsed.DATA_DIR),
    mongodbUri: parsed.MONGODB_URI,
    adminToken: parsed.ADMIN_TOKEN,
    factorKey: parsed.FACTOR_KEY === undefined ? undefined : Buffer.from(parsed.FACTOR_KEY, 'hex'),
    rateLimit: { max: parsed.RATE_LIMIT_MAX, windowMs: parsed.RATE_LIMIT_WINDOW_MINUTES * 60_000 },
    mail: mailConfig(parsed, operator),
    retentionDays: parsed.ENQUIRY_RETENTION_DAYS,
    operator,
  }
}

/** A visitor must be able to write to whoever is named, so a name comes with an address; relay and proxy come with both. */
function operatorOf(parsed: v.InferOutput<typeof OperatorSchema>): Operator | null {
  const { OPERATOR_NAME: name, OPERATOR_EMAIL: email, OPERATOR_MAIL_RELAY: mailRelay, OPERATOR_PROXY: proxy } = parsed
  if (!name && !email && !mailRelay && !proxy) return null
  if (!name || !email) {
    const missing = name ? 'OPERATOR_EMAIL' : 'OPERATOR_NAME'
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}="": must be set with the other OPERATOR_ variables, so that visitors know whom to write to and where`,
    )
  }
  return { name, email, mailRelay: mailRelay ?? null, proxy: proxy ?? null }
}

const onThisMachine = (smtp: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(smtp).hostname)

/**
 * The privacy notice lists the recipients named and no others, so an operator who relays mail
 * through another machine, or sits behind a proxy, must name who runs it.
 */
function assertRecipientsNamed(parsed: v.InferOutput<typeof EnvSchema>, operator: Operator | null) {
  if (!operator) return
  const unnamed = [
    parsed.SMTP_URL && !onThisMachine(parsed.SMTP_URL) && !operator.mailRelay
      ? 'OPERATOR_MAIL_RELAY="": must name who relays the site’s e-mail when SMTP_URL is set, so that the privacy notice lists them'
      : '',
    parsed.TRUST_PROXY > 0 && !operator.proxy
      ? 'OPERATOR_PROXY="": must name the proxy or CDN in front of the server when TRUST_PROXY is set, so that the privacy notice lists it'
      : '',
  ].filter(Boolean)
  if (unnamed.length > 0) throw new ConfigError(`Invalid configuration:\n  ${unnamed.join('\n  ')}`)
}

/** The build reads the operator through the same check, so the pages name whom the server would. */
export function parseOperator(env: Env): Operator | null {
  const { OPERATOR_NAME, OPERATOR_EMAIL, OPERATOR_MAIL_RELAY, OPERATOR_PROXY } = env
  return operatorOf(parseEnv({ OPERATOR_NAME, OPERATOR_EMAIL, OPERATOR_MAIL_RELAY, OPERATOR_PROXY }))
}

const addresses = (list: string) => list.split(',').map((address) => address.trim())

/** Alerts need somewhere to send them: NOTIFY_TO is required with SMTP_URL. */
function mailConfig(
  { SMTP_URL, MAIL_FROM, NOTIFY_TO, ESCALATE_TO, MORNING_DIGESTS, SITE_URL }: v.InferOutput<typeof EnvSchema>,
  operator: Operator | null,
): MailConfig | undefined {
  if (!SMTP_URL) return undefined
  if (!NOTIFY_TO) throw new ConfigError('Invalid configuration:\n  NOTIFY_TO="": must name who receives enquiry alerts when SMTP_URL is set')
  return {
    smtpUrl: SMTP_URL,
    from: MAIL_FROM ?? `"${firm.name} website" <website@${new URL(SITE_URL ?? firm.defaultSiteUrl).hostname}>`,
    to: addresses(NOTIFY_TO),
    ...(ESCALATE_TO ? { escalateTo: addresses(ESCALATE_TO) } : {}),
    morningDigests: MORNING_DIGESTS === 'on',
    operator,
  }
}

/** The build needs only the site's origin (for canonical and social URLs). */
export function parseSiteUrl(env: Env): string {
  return parseEnv({ SITE_URL: env.SITE_URL }).SITE_URL ?? firm.defaultSiteUrl
}
