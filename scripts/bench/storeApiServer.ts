import { createServer } from 'node:http'
import path from 'node:path'

/**
 * The API alone (no pages), from the checkout at STORE_ROOT (this one, or an older one the bench
 * unpacked): its app, config and store, so one bench run times the old store's code and the new.
 */
const root = path.resolve(process.env.STORE_ROOT ?? '.')
const { createApp } = await import(path.join(root, 'server/app.ts'))
const { loadConfig } = await import(path.join(root, 'server/config.ts'))
const { createLogger } = await import(path.join(root, 'server/logger.ts'))
const { openStore } = await import(path.join(root, 'server/store/openStore.ts'))
const config = loadConfig()
const logger = createLogger(config.logLevel)
const { store } = await openStore(config, logger)
const none = (_req: unknown, res: { status(code: number): { end(): void } }) => res.status(404).end()
const app = createApp(config, { site: none, staffApp: none, store, logger, sessionSecret: () => store.secret('session') })
createServer(app).listen(config.port, config.host)
process.once('SIGTERM', () => {
  void store.close().then(() => process.exit(0))
})
