import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Picture } from '../../shared/content/types.ts'

/**
 * A hero's decorative illustration, drawn inline rather than fetched: it appears with the first
 * paint instead of after it, and the page's first screen waits for no request. Pages are only
 * ever rendered on the server (at build time, in tests and by the dev server), from the project
 * root, where the illustration is also served as a file (public/).
 */
export function HeroBackdrop({ picture, className }: { picture: Picture; className: string }) {
  const svg = readFileSync(path.join('public', picture.src), 'utf8')
    .trim()
    // Cover the hero as object-fit: cover would: fill it and crop the overflow.
    .replace('<svg ', '<svg class="block" preserveAspectRatio="xMidYMid slice" ')
    .replace(/ width="\d+" height="\d+"/, ' width="100%" height="100%"')
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own illustration from public/, read at build time
  return <div className={className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
}
