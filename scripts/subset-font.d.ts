declare module 'subset-font' {
  /** Keeps only the glyphs for `text` and, if given, only the OpenType features `keepFeatures` (harfbuzz, compiled to WebAssembly). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; keepFeatures?: string[] },
  ): Promise<Buffer>
}
