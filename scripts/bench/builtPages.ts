import { readFileSync } from 'node:fs'

/** The paths of every page the build rendered (dist/pages.json), read when first asked for, once the bench has built. */
export const builtPages = (): string[] =>
  Object.keys((JSON.parse(readFileSync(new URL('../../dist/pages.json', import.meta.url), 'utf8')) as { pages: Record<string, unknown> }).pages)
