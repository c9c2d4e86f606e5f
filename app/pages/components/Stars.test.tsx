import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Stars } from './Stars.tsx'

/** The width of the gold part of the stars, out of 120 (five stars of 24). */
const goldWidth = (html: string) => Number(/<rect width="([\d.]+)"/.exec(html)?.[1])
/** The gold and the grey stars of a whole rating, drawn as text. */
const textStars = (html: string) => /<span class="text-brass-500">(★*)<\/span><span class="text-navy-200">(★*)<\/span>/.exec(html)?.slice(1)

describe('Stars', () => {
  it('fills a 4.9 to 98% of the five stars, not four gold stars and a grey one', () => {
    const html = renderToStaticMarkup(<Stars rating={4.9} />)
    expect(goldWidth(html)).toBeCloseTo(117.6)
    expect(html).toContain('aria-label="Rated 4.9 out of 5"')
    expect(textStars(html)).toBeUndefined()
  })

  it('draws whole ratings as whole stars, and never beyond five or below none', () => {
    expect(textStars(renderToStaticMarkup(<Stars rating={4} />))).toEqual(['★★★★', '★'])
    expect(textStars(renderToStaticMarkup(<Stars rating={5} />))).toEqual(['★★★★★', ''])
    expect(textStars(renderToStaticMarkup(<Stars rating={7} />))).toEqual(['★★★★★', ''])
    expect(textStars(renderToStaticMarkup(<Stars rating={-1} />))).toEqual(['', '★★★★★'])
    expect(goldWidth(renderToStaticMarkup(<Stars rating={0.5} />))).toBe(12)
  })

  it('gives each set of part-stars its own clip, so two on a page do not share one', () => {
    const html = renderToStaticMarkup(
      <>
        <Stars rating={4.8} />
        <Stars rating={3.5} />
      </>,
    )
    const ids = [...html.matchAll(/<clipPath id="([^"]+)"/g)].map((m) => m[1])
    expect(new Set(ids).size).toBe(2)
  })
})
