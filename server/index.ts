import { createApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openStore } from './enquiries/openStore.ts'
import { createLogger } from './logger.ts'
import { loadPages } from './pages.ts'
import { siteRouter } from './site.ts'

/** Starts the production server; stops gracefully on SIGTERM or SIGINT. */
async function main() {
  const config = loadConfig()
  const logger = createLogger(config.logLevel)
  const store = await openStore(config, logger)
  logger.info(config.mongodbUri ? 'enquiries are stored in MongoDB' : `enquiries are stored in ${config.dataDir}`)
  const app = createApp(config, { site: siteRouter(loadPages(config.clientDir), config.clientDir), store, logger })

  const server = app.listen(config.port, config.host, () => {
    logger.info(`Clarendon Solicitors site on http://localhost:${config.port} (SITE_URL ${config.siteUrl})`)
  })

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: finishing requests in flight')
    server.close(() => {
      store.close().then(
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

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
