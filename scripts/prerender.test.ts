import { describe, expect, it } from 'vitest'
import { assertNoInlineScript, stylesheetOnDemand } from './prerender.ts'

describe('the prerender', () => {
  it('refuses a page with an inline script, which the CSP would block, but allows JSON-LD and script files', () => {
    expect(() => assertNoInlineScript('<script>alert(1)</script>', 'a.html')).toThrow('a.html has an inline script')
    expect(() => assertNoInlineScript('<script type="module">import "/x.js"</script>', 'a.html')).toThrow()
    expect(() =>
      assertNoInlineScript('<script type="application/ld+json">{}</script><script type="module" src="/assets/main.js"></script>', 'a.html'),
    ).not.toThrow()
  })
})

describe('the full stylesheet', () => {
  it('waits in <noscript> for an island to add it', () => {
    const html = '<body><main></main><link rel="stylesheet" href="/assets/main-1.css"></body>'
    expect(stylesheetOnDemand(html)).toBe('<body><main></main><noscript data-stylesheet><link rel="stylesheet" href="/assets/main-1.css"></noscript></body>')
  })
})
