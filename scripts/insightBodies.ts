import { Marked } from 'marked'
import type { Plugin } from 'vite'
import { articles } from '../app/shared/content/blog.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Addresses a link in an insight may lead to: the web, mail, a phone, or this site. */
const safeHref = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i

const markdown = new Marked({
  hooks: {
    // Subheadings are written as a line of bold text alone ("**The Result**"), which reads well as plain text.
    preprocess: (text) => text.replace(/^\*\*([^*\n]+)\*\*[ \t]*$/gm, '## $1'),
  },
  renderer: {
    // Our own text, but no HTML passes through as markup: it is shown as the characters typed.
    html: ({ text }) => escapeHtml(text),
    link({ href, tokens }) {
      return safeHref.test(href) ? false : this.parser.parseInline(tokens)
    },
    image: ({ text }) => escapeHtml(text),
  },
})

export const insightHtml = (body: string): string => markdown.parse(body, { async: false })

const moduleId = 'virtual:insight-bodies'

/** Made at build (and dev server start), so no Markdown parser reaches the browser. */
export function insightBodies(): Plugin {
  return {
    name: 'insight-bodies',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : undefined),
    load(id) {
      if (id !== `\0${moduleId}`) return undefined
      const bodies = Object.fromEntries(articles.map((article) => [article.id, insightHtml(article.content)]))
      return `export const insightBodies = ${JSON.stringify(bodies)}`
    },
  }
}
