import { caseName, measureOverflow, overflowCases, overflowPages, overflows } from '../scripts/bench/horizontalOverflow.ts'
import { expect, test } from './fixtures.ts'

// A page wider than the screen makes every line slide sideways under a reader's thumb (WCAG 1.4.10).

for (const overflowCase of overflowCases) {
  test(`no page scrolls sideways at ${caseName(overflowCase)}`, async ({ page }) => {
    // Every page, one after another: the time of a test for each.
    const pages = overflowPages()
    test.setTimeout(pages.length * 10_000)
    const found: Record<string, unknown> = {}
    for (const path of pages) {
      const overflow = await measureOverflow(page, path, overflowCase)
      if (overflows(overflow)) found[path] = { ...overflow, wideElements: overflow.wideElements.slice(0, 3) }
    }
    expect(found).toEqual({})
  })
}
