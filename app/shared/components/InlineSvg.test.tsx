import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import mapPreview from '../../islands/mapPreview.svg?raw'
import { iconNames } from './iconNames.ts'
import { InlineSvg } from './InlineSvg.tsx'

describe('a drawing in the page', () => {
  const html = renderToStaticMarkup(<InlineSvg source={mapPreview} idPrefix="map" className="absolute inset-0" />)

  it('fills its box, hidden from assistive technology, as one element the page lays out', () => {
    expect(html).toMatch(/^<span class="absolute inset-0" aria-hidden="true"><svg class="block" preserveAspectRatio="xMidYMid slice"/)
    expect(html).toContain('width="100%" height="100%" viewBox="0 0 1200 600"')
  })

  it('gives each of its ids, and every reference to one, a prefix no icon symbol has', () => {
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id)
    expect(ids).toEqual(['map--pin', 'map--vig'])
    expect([...html.matchAll(/url\(#([^)]+)\)/g)].map(([, id]) => id)).toEqual(['map--vig', 'map--pin'])
    expect(iconNames.filter((name) => name.includes('--'))).toEqual([])
    // A single hyphen would not do: the map's pin, prefixed so, is an icon's name.
    expect(iconNames).toContain('map-pin')
  })
})
