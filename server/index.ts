import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { configuredFactorKey, sealClearFactorKeys } from './staff/factorKey.ts'
import { createApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { startHttpServer } from './httpServer.ts'
import { createLogger } from './logger.ts'
import { startMailSender, type MailSender } from './mail/mailSender.ts'
import { assertPagesNameOperator } from './static/pagesOperator.ts'
import { loadPages, readPagesManifest } from './static/prerenderedPages.ts'
import { startRetention } from './retention.ts'
import { siteFiles, siteRouter } from './static/publicSite.ts'
import { loadStaffApp, staffAppRouter } from './staff/staffApp.ts'
import { staffOriginsSaid } from './staff/staffOrigin.ts'
import { openStore } from './store/openStore.ts'
import { StoreOpenError } from './store/sqliteDatabase.ts'

async function main() {
  const config = loadConfig()
  const manifest = readPagesManifest(config.clientDir)
  assertPagesNameOperator(manifest, config.operator)
  const logger = createLogger(config.logLevel)
  // On MongoDB the store opens in the background: pages are served (and the API answers 503) meanwhile.
  const { store, ready } = await openStore(config, logger)
  logger.info(
    config.mongodbUri
      ? 'enquiries, staff accounts and sessions are stored in MongoDB'
      : `enquiries, staff accounts and sessions are stored in ${config.dataDir}`,
  )
  logger.info(`enquiries not instructed are deleted ${config.retentionDays} days after they arrive`)
  if (!config.operator) logger.warn('no operator is named (OPERATOR_NAME, OPERATOR_EMAIL): the privacy notice tells visitors there is nobody to write to')

  let mail: MailSender | undefined
  let retention: { stop(): void } | undefined
  // A store that opens in the background can still refuse to start (a database newer than this code).
  const factorKey = configuredFactorKey(config)
  void ready.then(async () => {
    const sealed = await sealClearFactorKeys(store.accounts, factorKey)
    if (sealed > 0) logger.warn({ sealed }, 'sealed authenticator keys the store held in clear')
    if (config.mail) {
      mail = startMailSender({ store, mail: config.mail, siteUrl: config.siteUrl, logger })
      logger.info({ to: config.mail.to.length }, 'e-mail is on: alerts of new enquiries, acknowledgements to their senders, assignments')
    } else {
      logger.warn('e-mail is off (no alerts, acknowledgements or assignments): set SMTP_URL, MAIL_FROM and NOTIFY_TO to turn it on')
    }
    retention = startRetention({ store, retentionDays: config.retentionDays, logger })
  }, stopWithReason)

  const pages = loadPages(config.clientDir, manifest)
  const staffApp = loadStaffApp(path.join(config.clientDir, '..', 'staff'), manifest.toastStyleHashes)
  const app = createApp(config, {
    files: new Map([...siteFiles(config.clientDir, pages), ...staffApp.files]),
    site: siteRouter(pages),
    staffApp: staffAppRouter(staffApp),
    store,
    logger,
    sessionSecret: () => store.secret('session'),
    factorKey,
    onMailQueued: () => mail?.kick(),
  })

  const server = startHttpServer(app, config, (listening) => {
    const { port } = listening.address() as AddressInfo
    logger.info(`Clarendon Solicitors site on http://localhost:${port}; staff inbox at /staff; ${staffOriginsSaid(config.staffOrigin, port)}`)
  })

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: finishing requests in flight')
    retention?.stop()
    server.close(() => {
      Promise.resolve(mail?.stop())
        .then(() => store.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        )
    })
    server.closeIdleConnections()
    setTimeout(() => process.exit(1), 10_000).unref()
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)
}

/** A configuration or store the operator must mend: the sentence that says how, without a stack trace. */
function stopWithReason(error: unknown): never {
  console.error(error instanceof ConfigError || error instanceof StoreOpenError ? error.message : error)
  process.exit(1)
}

main().catch(stopWithReason)
