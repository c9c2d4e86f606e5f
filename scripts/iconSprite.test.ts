import { describe, expect, it } from 'vitest'
import { iconNames } from '../app/shared/components/iconNames.ts'
import { buildIconSprite, withPageIcons } from './iconSprite.ts'

describe('the icon sprite', () => {
  it('draws every icon the site names, each once, in the text colour', () => {
    const sprite = buildIconSprite()
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map(([, id]) => id)
    expect(ids).toEqual([...iconNames])
    expect(sprite).toContain('stroke="currentColor"')
    expect(sprite).not.toMatch(/<script|on\w+=/)
  })
})

describe("a page's own icons", () => {
  it('puts each symbol the page draws in its body once, hidden, and no other', () => {
    const page =
      '<html><head></head><body class="x"><button><svg class="icon"><use href="#menu"></use></svg></button><svg><use href="#phone"></use></svg><svg><use href="#menu"></use></svg></body></html>'
    const html = withPageIcons(page)
    expect(html).toMatch(/^<html><head><\/head><body class="x"><div hidden><svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol id="menu"/)
    const ids = [...html.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id)
    expect(ids).toEqual(['menu', 'phone'])
    expect(html).toMatch(/<symbol id="menu" viewBox="0 0 24 24">.*<path[^>]* d="M/)
  })

  it('leaves a page that draws no icon as it was', () => {
    const page = '<html><body><a href="#main">Skip</a></body></html>'
    expect(withPageIcons(page)).toBe(page)
  })
})
