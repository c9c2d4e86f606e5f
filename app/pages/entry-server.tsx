import { createRequestHandler, getSsrStatus, RouterServer } from '@tanstack/react-router/ssr/server'
import { renderToString } from 'react-dom/server'
import { loadIslands } from './Island.tsx'
import { createRouter } from './router.tsx'

export { errorPages, sitePages } from '../shared/site.ts'
export { siteUrl } from './siteUrl.ts'
export { builtOperator as operator } from '../shared/content/builtOperator.ts'

const islandsLoaded = loadIslands()

/** The browser hydrates only islands, never the router, so the page carries no router hydration data. */
export async function render(path: string): Promise<{ html: string; status: number }> {
  await islandsLoaded
  const request = new Request(new URL(path, 'http://localhost'))
  const handler = createRequestHandler({ request, createRouter })
  const response = await handler(({ router, responseHeaders }) => {
    try {
      const html = `<!DOCTYPE html>${renderToString(<RouterServer router={router} />)}`
      return new Response(html, { status: getSsrStatus(router), headers: responseHeaders })
    } finally {
      router.serverSsr?.cleanup()
    }
  })
  return { html: await response.text(), status: response.status }
}
