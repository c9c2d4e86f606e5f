import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'
import { headingFontCharacters } from '../app/shared/styles/headingFont.ts'

/**
 * The OpenType features browsers apply to Latin text unless CSS asks for more (HarfBuzz's
 * defaults). The site asks for none (no font-variant or font-feature-settings), so the font's
 * others (fractions, tabular and proportional figures) would only add glyphs no one sees.
 */
const defaultFeatures = ['abvm', 'blwm', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt', 'rvrn']

/**
 * `npm run fonts`: cuts Source Serif 4 (weight 600, from @fontsource) down to the characters of
 * app/shared/styles/headingFont.ts and the default features, 21 KB to 12 KB, into the file
 * app/shared/styles/fonts.css uses. Small enough that with its response headers it arrives in the
 * first round trip of a connection (about 14 KB), not two.
 */
const source = createRequire(import.meta.url).resolve('@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2')
const target = 'app/shared/styles/fonts/source-serif-4-600-headings.woff2'
const subset = await subsetFont(readFileSync(source), headingFontCharacters, { targetFormat: 'woff2', keepFeatures: defaultFeatures })
writeFileSync(target, subset)
console.log(`${target}: ${subset.length} bytes`)
