import { icons as lucide } from '@iconify-json/lucide'
import { getIconData, iconToSVG } from '@iconify/utils'
import type { Plugin } from 'vite'
import { iconNames, iconSpritePath } from '../app/shared/components/iconNames.ts'

/** One <symbol> per icon the site names (app/shared/components/iconNames.ts), drawn by <Icon>. */
export function buildIconSprite(): string {
  const symbols = iconNames.map((name) => {
    const data = getIconData(lucide, name)
    if (!data) throw new Error(`Lucide has no icon named "${name}"`)
    const { attributes, body } = iconToSVG(data)
    return `<symbol id="${name}" viewBox="${attributes.viewBox}">${body}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}

/** Serves the sprite in development and writes it into the build, beside the pages. */
export function iconSprite(): Plugin {
  return {
    name: 'clarendon-icon-sprite',
    configureServer(server) {
      server.middlewares.use(iconSpritePath, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(buildIconSprite())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: iconSpritePath.slice(1), source: buildIconSprite() })
    },
  }
}
