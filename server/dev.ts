import { readFile } from 'node:fs/promises'
import { createServer as createHttpServer } from 'node:http'
import path from 'node:path'
import express, { type RequestHandler } from 'express'
import { createServer } from 'vite'
import { staffAppConfig } from '../vite.config.ts'
import { createApp } from './app.ts'
import { loadConfig } from './config.ts'
import { createLogger } from './logger.ts'
import { redirectOldAddresses } from './static/publicSite.ts'
import { openStore } from './store/openStore.ts'

/**
 * `npm run dev`: the real API, with pages rendered on each request through Vite, and the staff
 * app at /staff through a second Vite server of its own (both with hot reload).
 */
const config = loadConfig()
const logger = createLogger(config.logLevel)
const { store } = await openStore(config, logger)
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
// Its own port for hot reload, beside the site's (24678).
const staffVite = await createServer({ ...staffAppConfig(), server: { middlewareMode: true, hmr: { port: 24679 } }, appType: 'custom' })

// Vite's client and React Refresh inject inline scripts, so development pages go without the CSP.
const developmentPage = (res: express.Response, html: string, status = 200) => {
  res.removeHeader('Content-Security-Policy')
  res.status(status).type('html').send(html)
}

const site = express.Router()
site.use(redirectOldAddresses)
site.use(vite.middlewares)
site.get(/.*/, async (req, res, next) => {
  try {
    const { render } = await vite.ssrLoadModule('/app/pages/entry-server.tsx')
    const { html, status } = await render(req.originalUrl)
    const withClient = html.replace('</head>', '<script type="module" src="/app/islandRuntime/main.tsx"></script></head>')
    developmentPage(res, await vite.transformIndexHtml(req.originalUrl, withClient), status)
  } catch (error) {
    vite.ssrFixStacktrace(error as Error)
    next(error)
  }
})

// Only /staff goes to the staff app's Vite: in middleware mode it would also answer the site's
// own module requests. What it does not serve is a screen, drawn by the app's router from index.html.
const staffIndex = path.join(staffVite.config.root, 'index.html')
const staffApp: RequestHandler = (req, res, next) => {
  if (req.path !== '/staff' && !req.path.startsWith('/staff/')) return next()
  staffVite.middlewares(req, res, async () => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    try {
      res.setHeader('Cache-Control', 'no-store')
      developmentPage(res, await staffVite.transformIndexHtml(req.originalUrl, await readFile(staffIndex, 'utf8')))
    } catch (error) {
      next(error)
    }
  })
}

// The address it prints is the origin staff requests come from, unless SITE_URL says otherwise.
const devConfig = process.env.SITE_URL ? config : { ...config, siteUrl: `http://localhost:${config.port}` }
createHttpServer(createApp(devConfig, { site, staffApp, store, logger, sessionSecret: () => store.secret('session') })).listen(config.port, () =>
  logger.info(`Development server on http://localhost:${config.port}, staff inbox at /staff`),
)
