import { describe, expect, it } from 'vitest'
import { iconNames } from '../app/shared/components/iconNames.ts'
import { randomBytes } from 'node:crypto'
import { buildIconSprite, firstRoundTripBodyBytes, withPageIcons } from './iconSprite.ts'

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
  it('puts each symbol the page draws in its body once, hidden, and no other', async () => {
    const page =
      '<html><head></head><body class="x"><button><svg class="icon"><use href="#menu"></use></svg></button><svg><use href="#phone"></use></svg><svg><use href="#menu"></use></svg></body></html>'
    const html = await withPageIcons(page)
    expect(html).toMatch(/^<html><head><\/head><body class="x"><div hidden><svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol id="menu"/)
    const ids = [...html.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id)
    expect(ids).toEqual(['menu', 'phone'])
    expect(html).toMatch(/<symbol id="menu" viewBox="0 0 24 24">.*<path[^>]* d="M/)
  })

  it('leaves a page that draws no icon as it was', async () => {
    const page = '<html><body><a href="#main">Skip</a></body></html>'
    expect(await withPageIcons(page)).toBe(page)
  })

  it('names the sprite file instead when its symbols would push the page past the first round trip', async () => {
    // Random text (6 bits a character, which no compression shrinks), a little short of the round trip alone.
    const filler = randomBytes(firstRoundTripBodyBytes - 300).toString('base64url')
    const page = `<html><body><p>${filler}</p><svg><use href="#menu"></use></svg><svg><use href="#phone"></use></svg></body></html>`
    const html = await withPageIcons(page)
    expect(html).not.toContain('<symbol')
    expect(html).toContain('<use href="/icons.svg#menu">')
    expect(html).toContain('<use href="/icons.svg#phone">')
  })
})
