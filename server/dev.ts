import express from 'express'
import { createServer } from 'vite'
import { loadConfig } from './config.ts'
import { createLogger } from './logger.ts'

/**
 * `npm run dev`: the same pages rendered on each request through Vite, with hot reload.
 * No CSP here: Vite's client and React Refresh inject inline scripts of their own.
 */
const config = loadConfig()
const logger = createLogger(config.logLevel)
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
const app = express()
app.use(vite.middlewares)

app.get(/.*/, async (req, res, next) => {
  try {
    const { render } = await vite.ssrLoadModule('/app/entry-server.tsx')
    const { html, status } = await render(req.originalUrl)
    const withClient = html.replace('</head>', '<script type="module" src="/app/main.tsx"></script></head>')
    res.status(status).type('html').send(await vite.transformIndexHtml(req.originalUrl, withClient))
  } catch (error) {
    vite.ssrFixStacktrace(error as Error)
    next(error)
  }
})

app.listen(config.port, () => logger.info(`Development server on http://localhost:${config.port}`))
