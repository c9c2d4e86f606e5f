import { describe, expect, it } from 'vitest'
import { assertNoInlineScript, markFirstScreen, stylesheetAfterFirstPaint } from './prerender.ts'

describe('the prerender', () => {
  it('refuses a page with an inline script, which the CSP would block, but allows JSON-LD and script files', () => {
    expect(() => assertNoInlineScript('<script>alert(1)</script>', 'a.html')).toThrow('a.html has an inline script')
    expect(() => assertNoInlineScript('<script type="module">import "/x.js"</script>', 'a.html')).toThrow()
    expect(() => assertNoInlineScript('<script type="application/ld+json">{}</script><script type="module" src="/assets/main.js"></script>', 'a.html')).not.toThrow()
  })

})

describe('the critical CSS of a page', () => {
  const page = (mainChildren: string) =>
    `<html><body><a href="#main">Skip</a><div data-island="Header"><header class="sticky"></header></div><main id="main">${mainChildren}</main><footer class="bg-navy-950"></footer></body></html>`

  it('is looked for in the skip link, the header and the first two parts of the page only', () => {
    const marked = markFirstScreen(page('<section class="hero"></section><section class="intro"></section><section class="later"></section>'))
    expect(marked.match(/<[^>]*data-beasties-container[^>]*>/g)).toEqual([
      '<a href="#main" data-beasties-container>',
      '<div data-island="Header" data-beasties-container>',
      '<section class="hero" data-beasties-container>',
      '<section class="intro" data-beasties-container>',
    ])
  })
})

describe('the full stylesheet', () => {
  it('waits in <noscript> for the entry script to add it after the first paint', () => {
    const html = '<body><main></main><link rel="stylesheet" href="/assets/main-1.css"></body>'
    expect(stylesheetAfterFirstPaint(html)).toBe('<body><main></main><noscript data-stylesheet><link rel="stylesheet" href="/assets/main-1.css"></noscript></body>')
  })
})
