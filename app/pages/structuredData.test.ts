import { describe, expect, it } from 'vitest'
import { articles } from '../shared/content/blog.ts'
import { insightPath } from '../shared/content/insightSlug.ts'
import type { Article } from '../shared/content/types.ts'
import { absoluteUrl } from './siteUrl.ts'
import { blogPosting, blogPostings } from './structuredData.ts'

const article = articles[0]!

describe('an insight as BlogPosting', () => {
  it('has its own address, headline, picture, dates, the firm as author and publisher with its logo', () => {
    const url = absoluteUrl(insightPath(article))
    expect(blogPosting({ ...article, dateModified: undefined })).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      mainEntityOfPage: url,
      url,
      headline: article.caseStudy ? `Illustrative case study: ${article.title}` : article.title,
      description: article.excerpt,
      image: absoluteUrl(article.image.src),
      datePublished: article.date,
      author: { '@type': 'Organization', name: 'Clarendon Solicitors' },
      publisher: { '@type': 'Organization', name: 'Clarendon Solicitors', logo: { '@type': 'ImageObject', url: absoluteUrl('/images/logo.svg') } },
    })
    expect(url).toMatch(/^https?:\/\/[^/]+\/blog\/[a-z0-9-]+$/)
  })

  it('says when it was revised only if it was', () => {
    const original: Article = { ...article, dateModified: undefined }
    expect(blogPosting(original)).not.toHaveProperty('dateModified')
    expect(blogPosting({ ...article, dateModified: '2026-11-23' })).toMatchObject({ dateModified: '2026-11-23' })
  })

  it("is listed on /blog for every insight by the @id of its own page's record", () => {
    const blog = blogPostings()
    expect(blog.blogPost.map((posting) => posting.url)).toEqual(articles.map((a) => absoluteUrl(insightPath(a))))
    for (const [index, posting] of blog.blogPost.entries()) {
      const { '@id': id, headline, datePublished } = blogPosting(articles[index]!)
      expect(posting).toEqual({ '@type': 'BlogPosting', '@id': id, url: posting.url, headline, datePublished })
    }
  })
})
