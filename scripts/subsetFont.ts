import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'
import { headingFontCharacters } from '../app/shared/styles/headingFont.ts'

/**
 * `npm run fonts`: cuts Source Serif 4 (weight 600, from @fontsource) down to the characters of
 * app/shared/styles/headingFont.ts, 21 KB to 13 KB, into the file app/shared/styles/fonts.css uses.
 */
const source = createRequire(import.meta.url).resolve('@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2')
const target = 'app/shared/styles/fonts/source-serif-4-600-headings.woff2'
const subset = await subsetFont(readFileSync(source), headingFontCharacters, { targetFormat: 'woff2' })
writeFileSync(target, subset)
console.log(`${target}: ${subset.length} bytes`)
