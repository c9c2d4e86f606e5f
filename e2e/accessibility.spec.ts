import AxeBuilder from '@axe-core/playwright'
import { expect, sitePages, test } from './fixtures.ts'

const viewports = [
  ['phone', { width: 375, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const

for (const [device, viewport] of viewports) {
  test.describe(`axe on a ${device}`, () => {
    test.use({ viewport })

    for (const [path] of [...sitePages, ['/no-such-page']]) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path)
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      })
    }
  })
}
