import postcss from 'postcss'

/**
 * Beasties keeps every @property rule and theme variable of the stylesheet, though a page's
 * own rules read only some of them. This drops the ones nothing on the page reads; the full
 * stylesheet, added when an island needs it, brings them all back. An @property rule stays while
 * a page's rule sets its property: it decides whether the value is inherited, so without it the
 * page would look different before the full stylesheet than after.
 */
export function withoutUnreadCustomProperties(css: string): string {
  const root = postcss.parse(css)
  const read = new Set<string>()
  const set = new Set<string>()
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) set.add(declaration.prop)
    for (const [, name] of declaration.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(name!)
  })
  root.walkAtRules('property', (rule) => {
    const name = rule.params.trim()
    if (!read.has(name) && !set.has(name)) rule.remove()
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
