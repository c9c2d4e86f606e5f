import express from 'express'
import { createServer } from 'vite'
import { createApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openStore } from './enquiries/openStore.ts'
import { createLogger } from './logger.ts'
import { redirectOldAddresses } from './site.ts'

/** `npm run dev`: the real API, with pages rendered on each request through Vite (hot reload). */
const config = loadConfig()
const logger = createLogger(config.logLevel)
const store = await openStore(config, logger)
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })

const site = express.Router()
site.use(redirectOldAddresses)
site.use(vite.middlewares)
site.get(/.*/, async (req, res, next) => {
  try {
    const { render } = await vite.ssrLoadModule('/app/entry-server.tsx')
    const { html, status } = await render(req.originalUrl)
    const withClient = html.replace('</head>', '<script type="module" src="/app/main.tsx"></script></head>')
    // Vite's client and React Refresh inject inline scripts, so development pages go without the CSP.
    res.removeHeader('Content-Security-Policy')
    res.status(status).type('html').send(await vite.transformIndexHtml(req.originalUrl, withClient))
  } catch (error) {
    vite.ssrFixStacktrace(error as Error)
    next(error)
  }
})

createApp(config, { site, store, logger }).listen(config.port, () => logger.info(`Development server on http://localhost:${config.port}`))
