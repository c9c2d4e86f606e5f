import { icons as lucide } from '@iconify-json/lucide'
import { getIconData, iconToSVG } from '@iconify/utils'
import type { Plugin } from 'vite'
import { type IconName, iconNames, iconSpritePath } from '../app/shared/components/iconNames.ts'

function symbol(name: IconName) {
  const data = getIconData(lucide, name)
  if (!data) throw new Error(`Lucide has no icon named "${name}"`)
  const { attributes, body } = iconToSVG(data)
  return `<symbol id="${name}" viewBox="${attributes.viewBox}">${body}</symbol>`
}

export function buildIconSprite(names: readonly IconName[] = iconNames): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${names.map(symbol).join('')}</svg>`
}

const isIconName = (name: string): name is IconName => (iconNames as readonly string[]).includes(name)

/**
 * The symbols a page draws go in the page itself, first in its body, hidden, each once: they show from the
 * first paint, without script or fetch (decision 0042). An island that later draws another adds the full sprite.
 */
export function withPageIcons(html: string): string {
  const used = new Set([...html.matchAll(/<use href="#([a-z0-9-]+)"/g)].map(([, name]) => name!).filter(isIconName))
  if (used.size === 0) return html
  const sprite = `<div hidden>${buildIconSprite(iconNames.filter((name) => used.has(name)))}</div>`
  return html.replace(/<body[^>]*>/, (body) => body + sprite)
}

export function iconSprite(): Plugin {
  return {
    name: 'clarendon-icon-sprite',
    configureServer(server) {
      server.middlewares.use(iconSpritePath, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(buildIconSprite())
      })
    },
    // Pages rendered on each request by `npm run dev`; the build's prerender calls withPageIcons itself.
    transformIndexHtml: (html) => withPageIcons(html),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: iconSpritePath.slice(1), source: buildIconSprite() })
    },
  }
}
