import { describe, expect, it } from 'vitest'
import { iconNames } from '../app/shared/components/iconNames.ts'
import { buildIconSprite } from './iconSprite.ts'

describe('the icon sprite', () => {
  it('draws every icon the site names, each once, in the text colour', () => {
    const sprite = buildIconSprite()
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map(([, id]) => id)
    expect(ids).toEqual([...iconNames])
    expect(sprite).toContain('stroke="currentColor"')
    expect(sprite).not.toMatch(/<script|on\w+=/)
  })
})
