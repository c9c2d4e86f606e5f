import postcss from 'postcss'

/**
 * Beasties keeps every @property rule and theme variable; the full stylesheet brings back those dropped. An @property
 * rule stays while a page sets its property: it decides inheritance, so the page looks the same once the sheet arrives.
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

export const pageWithoutUnreadCustomProperties = (html: string) =>
  html.replace(/(<style>)([\s\S]*?)(<\/style>)/g, (_, open: string, css: string, close: string) => open + withoutUnreadCustomProperties(css) + close)
