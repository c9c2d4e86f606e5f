import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const app = path.resolve(import.meta.dirname, '../..')
const specifiers = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g

/** Every module a browser entry reaches through relative imports, packages by name. */
const reachedFrom = (entry: string) => {
  const seen = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(specifiers)) {
      if (!specifier) continue
      if (!specifier.startsWith('.')) {
        packages.add(specifier)
        continue
      }
      const target = path.resolve(path.dirname(file), specifier)
      if (existsSync(target) && /\.tsx?$/.test(target)) visit(target)
    }
  }
  visit(path.join(app, entry))
  return { modules: [...seen].map((file) => path.relative(app, file)), packages }
}

describe('the working calendar stays on the server', () => {
  // date-holidays carries every country's rules: it would be most of a page's script.
  it.each(['islandRuntime/main.tsx', 'sw/sw.ts', 'staff/main.tsx'])('is not reached from %s', (entry) => {
    const { modules, packages } = reachedFrom(entry)
    expect(modules.length).toBeGreaterThan(3)
    expect(modules).not.toContain('shared/enquiry/replyDue.ts')
    expect(modules).not.toContain('shared/enquiry/holidays.ts')
    expect([...packages]).not.toContain('date-holidays')
  })
})
