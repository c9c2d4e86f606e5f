import { readFileSync } from 'node:fs'
import path from 'node:path'
import { InlineSvg } from '../../shared/components/InlineSvg.tsx'
import type { Picture } from '../../shared/content/types.ts'

/** The illustration a page's content names, read from public/ at build time: pages render only on the server. */
export function HeroBackdrop({ picture, className }: { picture: Picture; className: string }) {
  return <InlineSvg source={readFileSync(path.join('public', picture.src), 'utf8')} idPrefix="hero" className={className} />
}
