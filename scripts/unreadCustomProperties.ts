import postcss from 'postcss'

/**
 * Beasties keeps every @property rule and theme variable of the stylesheet, though a page's
 * own rules read only some of them. This drops the ones nothing on the page reads; the full
 * stylesheet, added when an island needs it, brings them all back.
 */
export function withoutUnreadCustomProperties(css: string): string {
  const root = postcss.parse(css)
  const read = new Set<string>()
  root.walkDecls((declaration) => {
    for (const [, name] of declaration.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(name!)
  })
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove()
  })
  root.walkRules(/^:root\b/, (rule) => {
    rule.walkDecls(/^--/, (declaration) => {
      if (!read.has(declaration.prop)) declaration.remove()
    })
  })
  return root.toString()
}

/** The same, for each <style> element of a page. */
export const pageWithoutUnreadCustomProperties = (html: string) =>
  html.replace(/(<style>)([\s\S]*?)(<\/style>)/g, (_, open: string, css: string, close: string) => open + withoutUnreadCustomProperties(css) + close)
