import { describe, expect, it } from 'vitest'
import { assertOnlyThePageLoader, loaderTag, pageLoaderScript, stylesheetOnDemand } from './prerender.ts'

describe('the prerender', () => {
  it('refuses a page with an inline script but the page loader, which the CSP would allow by hash; allows JSON-LD and script files', async () => {
    const loader = await pageLoaderScript()
    expect(() => assertOnlyThePageLoader('<script>alert(1)</script>', 'a.html', loader)).toThrow('a.html has an inline script other than the page loader')
    expect(() => assertOnlyThePageLoader(`<script>${loader}alert(1)</script>`, 'a.html', loader)).toThrow()
    expect(() => assertOnlyThePageLoader('<script type="module">import "/x.js"</script>', 'a.html', loader)).toThrow()
    const page = `<head>${loaderTag('/assets/main.js', loader)}<script type="application/ld+json">{}</script><script type="module" src="/assets/x.js"></script></head>`
    expect(() => assertOnlyThePageLoader(page, 'a.html', loader)).not.toThrow()
  })

  it('makes the page loader a plain script, minified, that starts the entry named in its tag', async () => {
    const loader = await pageLoaderScript()
    // A classic script parses as a function body; a module's import and export statements do not.
    expect(() => new Function(loader)).not.toThrow()
    expect(loader).toContain('currentScript')
  })
})

describe('the full stylesheet', () => {
  it('waits in <noscript> for an island to add it', () => {
    const html = '<body><main></main><link rel="stylesheet" href="/assets/main-1.css"></body>'
    expect(stylesheetOnDemand(html)).toBe('<body><main></main><noscript data-stylesheet><link rel="stylesheet" href="/assets/main-1.css"></noscript></body>')
  })
})
