import { test as base } from './fixtures.ts'
import { startLossyProxy, type LossyProxyOptions, type LossyProxy } from './lossyProxy.ts'
import { enquiriesPath } from '../app/shared/enquiry/enquiriesPath.ts'

/**
 * Browser tests whose page's origin is a lossy link (lossyProxy.ts) in front of the site's
 * server, as playwright.config.ts starts it. `linkOptions` says how the link spoils enquiry
 * posts; pages and assets always pass, unless the link is switched down.
 */
export const test = base.extend<{ link: LossyProxy; linkOptions: Omit<LossyProxyOptions, 'target'> }>({
  linkOptions: [{}, { option: true }],
  link: async ({ linkOptions }, use) => {
    const link = await startLossyProxy({
      target: { host: '127.0.0.1', port: Number(process.env.E2E_PORT ?? 4173) },
      spoils: (request) => request.method === 'POST' && request.url === enquiriesPath,
      ...linkOptions,
    })
    await use(link)
    await link.close()
  },
  baseURL: async ({ link }, use) => use(link.url),
})

export { expect } from './fixtures.ts'
