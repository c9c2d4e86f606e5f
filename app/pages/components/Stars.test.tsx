import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Stars } from './Stars.tsx'

/** The width of the gold part of the stars, out of 120 (five stars of 24). */
const goldWidth = (html: string) => Number(/<rect width="([\d.]+)"/.exec(html)?.[1])

describe('Stars', () => {
  it('fills a 4.9 to 98% of the five stars, not four gold stars and a grey one', () => {
    const html = renderToStaticMarkup(<Stars rating={4.9} />)
    expect(goldWidth(html)).toBeCloseTo(117.6)
    expect(html).toContain('aria-label="Rated 4.9 out of 5"')
  })

  it('fills whole ratings exactly, and never beyond five stars or below none', () => {
    expect(goldWidth(renderToStaticMarkup(<Stars rating={4} />))).toBe(96)
    expect(goldWidth(renderToStaticMarkup(<Stars rating={5} />))).toBe(120)
    expect(goldWidth(renderToStaticMarkup(<Stars rating={7} />))).toBe(120)
    expect(goldWidth(renderToStaticMarkup(<Stars rating={-1} />))).toBe(0)
  })

  it('gives each set of stars its own clip, so two on a page do not share one', () => {
    const html = renderToStaticMarkup(
      <>
        <Stars rating={4.8} />
        <Stars rating={3} />
      </>,
    )
    const ids = [...html.matchAll(/<clipPath id="([^"]+)"/g)].map((m) => m[1])
    expect(new Set(ids).size).toBe(2)
  })
})
