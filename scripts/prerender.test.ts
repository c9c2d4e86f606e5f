import { describe, expect, it } from 'vitest'
import { assertNoInlineScript, markFirstScreen, withoutIconImages } from './prerender.ts'

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

  it('keeps the box of each icon but leaves out its picture, which comes with the full stylesheet', () => {
    const html =
      '<style>.flex{display:flex}.i-lucide-phone{--un-icon:url("data:image/svg+xml;utf8,%3Csvg width=\'1.2em\'%3E");-webkit-mask:var(--un-icon) no-repeat;background-color:currentColor;width:1.2em;height:1.2em}.gap-2{gap:.5rem}</style>'
    expect(withoutIconImages(html)).toBe('<style>.flex{display:flex}.i-lucide-phone{width:1.2em;height:1.2em}.gap-2{gap:.5rem}</style>')
  })
})
