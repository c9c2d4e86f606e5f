const printableAscii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')

/**
 * The characters the heading font carries (scripts/subsetFont.ts): printable ASCII, the accents
 * of Irish and English names, and typographic punctuation. A test checks every heading on the
 * site against it; anything else would be drawn in the fallback serif.
 */
export const headingFontCharacters = `${printableAscii}áéíóúÁÉÍÓÚ‘’“”–—…£€`
