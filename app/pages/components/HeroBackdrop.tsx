import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Picture } from '../../shared/content/types.ts'

/** Drawn inline rather than fetched, so it appears with the first paint; pages render only on the server. */
export function HeroBackdrop({ picture, className }: { picture: Picture; className: string }) {
  const svg = readFileSync(path.join('public', picture.src), 'utf8')
    .trim()
    // Cover the hero as object-fit: cover would: fill it and crop the overflow.
    .replace('<svg ', '<svg class="block" preserveAspectRatio="xMidYMid slice" ')
    .replace(/ width="\d+" height="\d+"/, ' width="100%" height="100%"')
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own illustration from public/, read at build time
  return <div className={className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
}
