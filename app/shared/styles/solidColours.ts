import type { Postprocessor } from 'unocss'

/** preset-wind4 mixes each colour with transparent for opacity utilities, which this site never uses: plain colours are a fifth less inline CSS. */
const mixedWithOpacityVariable = /color-mix\(in srgb, ([^ ]+) var\(--un-[\w-]+-opacity\), transparent\)/g

export const solidColours: Postprocessor = (util) => {
  if (util.parent?.includes('color-mix(in lab, red, red)')) return []
  for (const [property] of util.entries) {
    // Gradient stops set and read their own opacity in one rule; an opacity utility sets it for others.
    const readHere = util.entries.some(([, value]) => typeof value === 'string' && value.includes(`var(${property})`))
    if (/^--un-[\w-]+-opacity$/.test(property) && !readHere) {
      throw new Error(`${util.selector} sets ${property}, which solidColours (app/shared/styles/solidColours.ts) would ignore`)
    }
  }
  for (const entry of util.entries) {
    if (typeof entry[1] === 'string') entry[1] = entry[1].replace(mixedWithOpacityVariable, '$1')
  }
  return util
}
