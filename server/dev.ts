import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createServer as createHttpServer } from 'node:http'
import path from 'node:path'
import express, { type RequestHandler } from 'express'
import { createServer } from 'vite'
// biome-ignore lint/style/noRestrictedImports: development only (not built into dist/node): pages get what the prerender gives them.
import { loaderTag, pageLoaderScript } from '../scripts/prerender.ts'
// biome-ignore lint/style/noRestrictedImports: as above, the toast library's stylesheets the policy allows.
import { toastStyleHashes } from '../scripts/toastStylesheet.ts'
import { staffAppConfig } from '../vite.config.ts'
import { configuredFactorKey } from './staff/factorKey.ts'
import { createApp } from './app.ts'
import { loadConfig } from './config.ts'
import { createLogger } from './logger.ts'
import { staffPagePolicy } from './staff/staffApp.ts'
import { staffOriginsSaid } from './staff/staffOrigin.ts'
import { type PagePolicy, pagePolicy, setPagePolicy } from './static/securityHeaders.ts'
import { redirectOldAddresses } from './static/publicSite.ts'
import { openStore } from './store/openStore.ts'

/**
 * `npm run dev`: the real API through the same chain as production; pages rendered per request by Vite, the staff
 * app by a second Vite server, both hot-reloading over the site's own port so the policy's connect-src 'self' holds.
 */
const config = loadConfig()
const logger = createLogger(config.logLevel)
const { store } = await openStore(config, logger)
const server = createHttpServer()
// Vite's client adds each stylesheet a module imports at run time, which no hash can name: Vite
// gives them this nonce (html.cspNonce), and the policy allows it.
const nonce = randomBytes(16).toString('base64')
const devServer = { middlewareMode: true, hmr: { server } }
const vite = await createServer({ server: devServer, appType: 'custom', html: { cspNonce: nonce } })
const staffVite = await createServer({ ...staffAppConfig(), server: devServer, appType: 'custom', html: { cspNonce: nonce } })
const [loader, toastHashes] = await Promise.all([pageLoaderScript(), toastStyleHashes()])

const sendPage = (res: express.Response, html: string, policy: PagePolicy, status = 200) => {
  setPagePolicy(res, { ...policy, scripts: [...policy.scripts, `'nonce-${nonce}'`], styles: [...policy.styles, `'nonce-${nonce}'`] })
  res.status(status).type('html').send(html)
}

const site = express.Router()
site.use(redirectOldAddresses)
site.use(vite.middlewares)
site.get(/.*/, async (req, res, next) => {
  try {
    const { render } = await vite.ssrLoadModule('/app/pages/entry-server.tsx')
    const { html, status } = await render(req.originalUrl)
    const withLoader = html.replace('</head>', `${loaderTag('/app/islandRuntime/main.tsx', loader)}</head>`)
    const page = await vite.transformIndexHtml(req.originalUrl, withLoader)
    sendPage(res, page, pagePolicy(page, toastHashes), status)
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
      const page = await staffVite.transformIndexHtml(req.originalUrl, await readFile(staffIndex, 'utf8'))
      sendPage(res, page, staffPagePolicy(page, toastHashes))
    } catch (error) {
      next(error)
    }
  })
}

// Its pages link to the address it prints, unless SITE_URL says otherwise.
const devConfig = process.env.SITE_URL ? config : { ...config, siteUrl: `http://localhost:${config.port}` }
server.on(
  'request',
  createApp(devConfig, { site, staffApp, store, logger, sessionSecret: () => store.secret('session'), factorKey: configuredFactorKey(config) }),
)
server.listen(config.port, () =>
  logger.info(`Development server on http://localhost:${config.port}, staff inbox at /staff; ${staffOriginsSaid(config.staffOrigin, config.port)}`),
)
