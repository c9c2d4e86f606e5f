import { describe, expect, it } from 'vitest'
import { pageWithoutUnreadCustomProperties, withoutUnreadCustomProperties } from './unreadCustomProperties.ts'

describe('the inline CSS of a page', () => {
  it('keeps the custom properties its rules read and drops the rest', () => {
    const css =
      '@property --un-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --un-blur{syntax:"*";inherits:false}' +
      ':root,:host{--colors-navy-900:#13233f;--colors-rust:#9a4a2a}' +
      '.shadow-sm{box-shadow:var(--un-shadow)}.text-navy-900{color:var(--colors-navy-900)}'
    expect(withoutUnreadCustomProperties(css)).toBe(
      '@property --un-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        ':root,:host{--colors-navy-900:#13233f}' +
        '.shadow-sm{box-shadow:var(--un-shadow)}.text-navy-900{color:var(--colors-navy-900)}',
    )
  })

  it('leaves a custom property a rule sets for its own use alone', () => {
    const css = '.ring-1{--un-ring-shadow:0 0 0 1px red;box-shadow:var(--un-ring-shadow)}.x{--un-unused:1px}'
    expect(withoutUnreadCustomProperties(css)).toBe(css)
  })

  it('keeps the registration of a custom property a rule sets, which decides whether it is inherited', () => {
    const css = '@property --un-outline-style{syntax:"*";inherits:false;initial-value:solid}.outline-none{--un-outline-style:none;outline-style:none}'
    expect(withoutUnreadCustomProperties(css)).toBe(css)
  })

  it('works on each <style> element of a page', () => {
    const html = '<head><style>@property --a{syntax:"*";inherits:false}p{color:red}</style></head>'
    expect(pageWithoutUnreadCustomProperties(html)).toBe('<head><style>p{color:red}</style></head>')
  })
})
