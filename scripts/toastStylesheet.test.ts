import { describe, expect, it } from 'vitest'
import { toastStylesheets } from './toastStylesheet.ts'

describe("the toast library's stylesheet", () => {
  it('is what the library inserts when it loads: an empty <style> first, then its rules', async () => {
    const [empty, rules, ...more] = await toastStylesheets()
    expect(empty).toBe('')
    expect(rules).toContain('[data-sonner-toaster]')
    expect(rules).toContain('@keyframes')
    expect(more).toEqual([])
  })
})
