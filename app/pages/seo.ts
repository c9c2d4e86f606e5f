import { firm } from '../shared/content/firm.ts'
import { fictionalNotice, pageTitle } from '../shared/content/fictionalNotice.ts'
import type { Picture } from '../shared/content/types.ts'
import { absoluteUrl } from './siteUrl.ts'
import { breadcrumbList, type Crumb } from './structuredData.ts'

const socialImage: Picture = { src: '/images/og-image.png', width: 1200, height: 630, alt: `${firm.name}, Derry/Londonderry, since ${firm.founded}` }

export interface PageMeta {
  path: string
  title: string
  description: string
  keywords: readonly string[]
  breadcrumbs?: Crumb[]
  image?: Picture
  type?: 'website' | 'article'
}

export function pageHead({ path, title, description, keywords, breadcrumbs, image: picture = socialImage, type = 'website' }: PageMeta) {
  const url = absoluteUrl(path)
  const image = absoluteUrl(picture.src)
  // A search result or a shared link shows no footer, so while fictional the description says so itself.
  const summary = firm.fictional ? `${fictionalNotice.preview} ${description}` : description
  const previewTitle = pageTitle(title)
  return {
    meta: [
      { title: previewTitle },
      { name: 'description', content: summary },
      { name: 'keywords', content: keywords.join(', ') },
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: firm.name },
      { property: 'og:locale', content: 'en_GB' },
      { property: 'og:title', content: previewTitle },
      { property: 'og:description', content: summary },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(picture.width) },
      { property: 'og:image:height', content: String(picture.height) },
      { property: 'og:image:alt', content: picture.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: previewTitle },
      { name: 'twitter:description', content: summary },
      { name: 'twitter:url', content: url },
      { name: 'twitter:image', content: image },
    ],
    // Canonical links are not de-duplicated by the router, so only leaf routes call pageHead.
    links: [{ rel: 'canonical', href: url }],
    scripts: breadcrumbs ? [jsonLd(breadcrumbList(breadcrumbs))] : [],
  }
}

/** A JSON-LD script tag; "<" is escaped so no text in the data can close the script early. */
export function jsonLd(data: object) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') }
}
