import { describe, expect, it } from 'vitest'
import { articles } from '../app/shared/content/blog.ts'
import { insightHtml } from './insightBodies.ts'

describe('an insight’s body, made into HTML at build time', () => {
  it.each(articles.map((article) => [article.title, article.content]))('%s: subheadings and lists are real, no Markdown is left', (_, body) => {
    const html = insightHtml(body)
    expect(html).toMatch(/<h2>[^<]+<\/h2>/)
    expect(html).toMatch(/<ul>\s*<li>/)
    expect(html).not.toContain('**')
    expect(html).not.toMatch(/^- /m)
  })

  it('makes a bold line alone a subheading, and bold inside a sentence emphasis', () => {
    expect(insightHtml('**Time Limits**\nStart within three years, **not later**.')).toBe(
      '<h2>Time Limits</h2>\n<p>Start within three years, <strong>not later</strong>.</p>\n',
    )
  })

  it('shows raw HTML as the characters typed, never as markup', () => {
    const html = insightHtml('A <script>alert(1)</script> and <img src=x onerror=alert(1)>\n\n<div>block</div>')
    expect(html).not.toMatch(/<(script|img|div)/)
    expect(html).toContain('&#60;script&#62;')
  })

  it('keeps links to the web, mail and this site, and drops script addresses to their text', () => {
    expect(insightHtml('[our team](/team)')).toContain('<a href="/team">our team</a>')
    expect(insightHtml('[click](javascript:alert(1))')).toBe('<p>click</p>\n')
    expect(insightHtml('![a picture](https://example.com/x.png)')).toBe('<p>a picture</p>\n')
  })
})
