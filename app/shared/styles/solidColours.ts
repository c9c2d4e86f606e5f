import type { Postprocessor } from 'unocss'

/**
 * preset-wind4 writes every colour as `color-mix(in srgb, <colour> var(--un-bg-opacity), transparent)`
 * so that an opacity utility can fade it, and repeats each in oklab for browsers that have it.
 * Mixing with transparent only changes alpha, in any colour space, and this site uses no opacity
 * utilities, so both are the plain colour: a fifth less CSS inline on every page, and less for
 * the browser to compute. Colours with their own alpha (`bg-white/10`) keep it.
 */
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
