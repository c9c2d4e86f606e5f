import type { RequestHandler } from 'express'
import { configuredFactorKey } from '../staff/factorKey.ts'
import { createApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { startHttpServer } from '../httpServer.ts'
import { createLogger } from '../logger.ts'
import { openStore } from '../store/openStore.ts'

/**
 * A server process for the fault tests (storeFaults.test.ts): the real app, store and HTTP
 * limits on DATA_DIR, as server/index.ts starts them, without the built pages (which the unit
 * tests run before). It says "listening <port> <pid>" on stdout once it answers (its pid, for a
 * test that runs it under strace, whose own pid is strace's).
 */
const config = loadConfig()
const logger = createLogger(config.logLevel)
const { store } = await openStore(config, logger)
const noPage: RequestHandler = (_req, res) => {
  res.status(404).end()
}
const app = createApp(config, {
  site: noPage,
  staffApp: noPage,
  store,
  logger,
  sessionSecret: () => store.secret('session'),
  factorKey: configuredFactorKey(config),
})
startHttpServer(app, config, (server) => {
  const address = server.address()
  console.log(`listening ${typeof address === 'object' && address ? address.port : config.port} ${process.pid}`)
})
process.once('SIGTERM', () => {
  void store.close().then(() => process.exit(0))
})
