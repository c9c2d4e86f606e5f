import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { createRouter } from './router.tsx'

export { errorPages, sitePages } from './site.ts'
export { siteUrl } from './seo.ts'

/**
 * Renders one URL to a whole HTML document, as the browser will hydrate it, and names the
 * routes it matched (the prerender preloads their code).
 */
export async function render(path: string): Promise<{ html: string; status: number; routeIds: string[] }> {
  const request = new Request(new URL(path, 'http://localhost'))
  const handler = createRequestHandler({ request, createRouter })
  let routeIds: string[] = []
  const response = await handler(({ router, responseHeaders }) => {
    routeIds = router.state.matches.map((match) => match.routeId)
    return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> })
  })
  return { html: await response.text(), status: response.status, routeIds }
}
