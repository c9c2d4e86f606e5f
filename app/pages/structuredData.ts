import { articles } from '../shared/content/blog.ts'
import { firm, shownSocial } from '../shared/content/firm.ts'
import { standaloneTitle } from '../shared/content/insightPage.ts'
import { insightPath } from '../shared/content/insightSlug.ts'
import type { Article } from '../shared/content/types.ts'
import { absoluteUrl } from './siteUrl.ts'

export interface Crumb {
  name: string
  path: string
}

export function legalService() {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': absoluteUrl('/#firm'),
    name: firm.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/images/logo.svg'),
    image: absoluteUrl('/images/og-image.png'),
    description: `${firm.name}, solicitors in Derry/Londonderry since ${firm.founded}.`,
    foundingDate: String(firm.founded),
    telephone: firm.phone.international,
    email: firm.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: firm.address.street,
      addressLocality: firm.address.locality,
      postalCode: firm.address.postcode,
      addressRegion: firm.address.region,
      addressCountry: firm.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: firm.geo.latitude, longitude: firm.geo.longitude },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: firm.hours.days,
      opens: firm.hours.opens,
      closes: firm.hours.closes,
    },
    areaServed: 'Northern Ireland',
    sameAs: shownSocial.map((s) => s.href),
    hasMap: `https://www.openstreetmap.org/?mlat=${firm.geo.latitude}&mlon=${firm.geo.longitude}`,
  }
}

export function breadcrumbList(trail: Crumb[]) {
  const items = [{ name: 'Home', path: '/' }, ...trail]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}

const publisher = () => ({
  '@type': 'Organization',
  name: firm.name,
  url: absoluteUrl('/'),
  logo: { '@type': 'ImageObject', url: absoluteUrl('/images/logo.svg') },
})

/** The articles name no author, so the firm is the author as well as the publisher. */
export function blogPosting(article: Article) {
  const url = absoluteUrl(insightPath(article))
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: standaloneTitle(article),
    description: article.excerpt,
    image: absoluteUrl(article.image.src),
    datePublished: article.date,
    ...(article.dateModified && { dateModified: article.dateModified }),
    keywords: article.tags.join(', '),
    articleSection: article.category,
    inLanguage: 'en-GB',
    author: { '@type': 'Organization', name: firm.name, url: absoluteUrl('/') },
    publisher: publisher(),
  }
}

export function blogPostings() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `Legal Insights from ${firm.name}`,
    url: absoluteUrl('/blog'),
    publisher: publisher(),
    // Each insight's page carries its whole record; the list names it by that record's @id.
    blogPost: articles.map((article) => {
      const { '@type': type, '@id': id, url, headline, datePublished } = blogPosting(article)
      return { '@type': type, '@id': id, url, headline, datePublished }
    }),
  }
}
