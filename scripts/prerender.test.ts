import { describe, expect, it } from 'vitest'
import { assertNoInlineScript, islandsHydratedOnLoad } from './prerender.ts'

describe('the prerender', () => {
  it('refuses a page with an inline script, which the CSP would block, but allows JSON-LD and script files', () => {
    expect(() => assertNoInlineScript('<script>alert(1)</script>', 'a.html')).toThrow('a.html has an inline script')
    expect(() => assertNoInlineScript('<script type="module">import "/x.js"</script>', 'a.html')).toThrow()
    expect(() => assertNoInlineScript('<script type="application/ld+json">{}</script><script type="module" src="/assets/main.js"></script>', 'a.html')).not.toThrow()
  })

  it('preloads the code of the islands that hydrate when the page loads, and no other', () => {
    const html = '<div data-island="Header" data-props="{}"></div><div data-island="EnquiryForm"></div><div data-island="Notifications"></div>'
    expect(islandsHydratedOnLoad(html)).toEqual(['Header'])
  })
})
