const printableAscii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')

/** What the heading font carries (scripts/subsetFont.ts); a test checks every heading, as anything else falls back to serif. */
export const headingFontCharacters = `${printableAscii}áéíóúÁÉÍÓÚ‘’“”–—…£€`
