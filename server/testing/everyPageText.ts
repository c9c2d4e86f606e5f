import type { RenderedSite } from '../static/pageManifest.ts'

/** A page as a visitor reads it: no markup, scripts or styles, entities decoded, spaces collapsed. */
export const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&#x2F;/g, '/')
    .replace(/\s+/g, ' ')

/** Every page of a rendered site, the two not-found pages included, with its head and its visible text. */
export const everyPage = (site: RenderedSite) =>
  [...Object.values(site.pages), site.notFound, site.serviceNotFound].map((page) => ({
    file: page.file,
    html: page.html,
    head: /<head>[\s\S]*<\/head>/.exec(page.html)?.[0] ?? '',
    text: visibleText(page.html),
  }))

/**
 * What the firm promises in its own words: a reply, an action or someone available. While the firm
 * is fictional, none of it may appear on a page, in a title or description, or in an e-mail.
 */
export const firmsPromises = [
  /will be in touch/i,
  /\bwe reply\b/i,
  /we answer every enquiry/i,
  /member of our team will/i,
  /reply to enquiries by/i,
  /\bcall us\b/i,
  /\bphone us\b/i,
  /call the office/i,
  /or call us on/i,
  /from Clarendon Solicitors by name/i,
  /we can apply urgently/i,
  /here when you need us/i,
  /we will help you find/i,
  /we will put you in touch/i,
  /we will pass it/i,
  /answer the phone when you call/i,
  /always happy to discuss/i,
  /can tell you at an early stage/i,
  /can guide you through the process/i,
  /please phone/i,
]

/** The sentences of a text that speak of urgency. */
export const urgentSentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => /urgent|emergency|in danger/i.test(sentence))
