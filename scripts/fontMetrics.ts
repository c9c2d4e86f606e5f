import { readFileSync } from 'node:fs'
import { inflateSync } from 'node:zlib'

/**
 * `npx tsx scripts/fontMetrics.ts <web font .woff> <fallback .ttf>`: the @font-face overrides that make the
 * fallback take the web font's space on the headings, so the swap shifts nothing (app/shared/styles/fonts.css).
 */
type Tables = Record<string, Buffer>

function table(tables: Tables, tag: string): Buffer {
  const found = tables[tag]
  if (!found) throw new Error(`The font has no ${tag} table`)
  return found
}

function readTables(file: string): Tables {
  const buf = readFileSync(file)
  const tables: Tables = {}
  if (buf.toString('ascii', 0, 4) === 'wOFF') {
    for (let i = 0; i < buf.readUInt16BE(12); i++) {
      const entry = 44 + i * 20
      const [offset, compressed, original] = [buf.readUInt32BE(entry + 4), buf.readUInt32BE(entry + 8), buf.readUInt32BE(entry + 12)]
      const data = buf.subarray(offset, offset + compressed)
      tables[buf.toString('ascii', entry, entry + 4)] = compressed < original ? inflateSync(data) : data
    }
  } else {
    for (let i = 0; i < buf.readUInt16BE(4); i++) {
      const entry = 12 + i * 16
      const offset = buf.readUInt32BE(entry + 8)
      tables[buf.toString('ascii', entry, entry + 4)] = buf.subarray(offset, offset + buf.readUInt32BE(entry + 12))
    }
  }
  return tables
}

/** The advance width of a text in ems, through the format-4 character map and hmtx. */
function textWidth(tables: Tables, text: string) {
  const [cmap, hmtx, hhea, head] = ['cmap', 'hmtx', 'hhea', 'head'].map((tag) => table(tables, tag)) as [Buffer, Buffer, Buffer, Buffer]
  let sub = 0
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const offset = cmap.readUInt32BE(8 + i * 8)
    if (cmap.readUInt16BE(offset) === 4) sub = offset
  }
  const segments = cmap.readUInt16BE(sub + 6) / 2
  const ends = sub + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const ranges = deltas + segments * 2
  const glyphOf = (code: number) => {
    for (let i = 0; i < segments; i++) {
      if (cmap.readUInt16BE(ends + i * 2) < code) continue
      const start = cmap.readUInt16BE(starts + i * 2)
      if (start > code) return 0
      const rangeOffset = cmap.readUInt16BE(ranges + i * 2)
      if (!rangeOffset) return (code + cmap.readInt16BE(deltas + i * 2)) & 0xffff
      const glyph = cmap.readUInt16BE(ranges + i * 2 + rangeOffset + (code - start) * 2)
      return glyph ? (glyph + cmap.readInt16BE(deltas + i * 2)) & 0xffff : 0
    }
    return 0
  }
  const metricsCount = hhea.readUInt16BE(34)
  let width = 0
  for (const character of text) width += hmtx.readUInt16BE(Math.min(glyphOf(character.codePointAt(0)!), metricsCount - 1) * 4)
  return width / head.readUInt16BE(18)
}

// Headings as the site sets them: what the fallback must match.
const sample =
  'Trusted Solicitors in Derry/Londonderry Personal Injury / Litigation Our Expert Legal Team A Legacy of Excellence ' +
  'Legal Insights Clarendon Solicitors Need Help with Road Traffic Accidents? Wills, Probate & Enduring Powers of Attorney'

const [webFontFile, fallbackFile] = process.argv.slice(2)
if (!webFontFile || !fallbackFile) throw new Error('Usage: tsx scripts/fontMetrics.ts <web font .woff> <fallback .ttf>')
const web = readTables(webFontFile)
const sizeAdjust = textWidth(web, sample) / textWidth(readTables(fallbackFile), sample)
const em = table(web, 'head').readUInt16BE(18)
const hhea = table(web, 'hhea')
const percent = (value: number) => `${(value * 100).toFixed(2)}%`
console.log(`size-adjust: ${percent(sizeAdjust)};`)
console.log(`ascent-override: ${percent(hhea.readInt16BE(4) / em / sizeAdjust)};`)
console.log(`descent-override: ${percent(Math.abs(hhea.readInt16BE(6)) / em / sizeAdjust)};`)
console.log(`line-gap-override: ${percent(hhea.readInt16BE(8) / em / sizeAdjust)};`)
