import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'
import { headingFontCharacters } from '../app/shared/styles/headingFont.ts'

/** HarfBuzz's defaults: the site's CSS asks for no more, so the font's others (fractions, tabular figures) would go unseen. */
const defaultFeatures = ['abvm', 'blwm', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt', 'rvrn']

/** `npm run fonts`: small enough that with its headers it arrives in a connection's first round trip (about 14 KB). */
const source = createRequire(import.meta.url).resolve('@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2')
const target = 'app/shared/styles/fonts/source-serif-4-600-headings.woff2'
const subset = await subsetFont(readFileSync(source), headingFontCharacters, { targetFormat: 'woff2', keepFeatures: defaultFeatures })
writeFileSync(target, subset)
console.log(`${target}: ${subset.length} bytes`)
