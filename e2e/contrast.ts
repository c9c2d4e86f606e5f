/** WCAG's contrast ratio of two computed colours: `rgb(r, g, b)` or `color(srgb r g b)`; any alpha is ignored. */
export function contrast(a: string, b: string) {
  const luminance = (colour: string) => {
    const scale = colour.startsWith('color(srgb') ? 1 : 255
    const [r, g, bl] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((c) => {
        const s = Number(c) / scale
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}
