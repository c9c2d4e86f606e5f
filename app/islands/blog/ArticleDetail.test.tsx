import { createRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { articles } from '../../shared/content/blog.ts'
import { ArticleDetail } from './ArticleDetail.tsx'

const article = articles[0]!
const render = (dateModified?: string) =>
  renderToStaticMarkup(<ArticleDetail article={{ ...article, dateModified }} onBack={() => {}} headingRef={createRef()} />)

describe('an insight read in full', () => {
  it('says when it was published, and that it is not advice for the reader’s situation', () => {
    const html = render()
    expect(html).toContain(`Published <time dateTime="${article.date}">`)
    expect(html).not.toContain('Updated')
    expect(html).toContain('This article reflects the law in Northern Ireland at the date shown; it is not legal advice for your situation.')
  })

  it('says when it was updated, if it was', () => {
    expect(render('2026-11-23')).toContain('Updated <time dateTime="2026-11-23">Monday 23 November 2026</time>')
  })

  it('leads back to the list with a real link, which works before its code has arrived', () => {
    expect(render()).toMatch(/<a href="\/blog"[^>]*>.*Back to Legal Insights<\/a>/)
  })
})
