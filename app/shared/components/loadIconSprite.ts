import { iconSpritePath } from './iconNames.ts'

/**
 * Icons draw symbols from the document itself (<Icon>), and this puts them there: the whole
 * sprite, once, hidden. A page linking /icons.svg from its markup would fetch it before its first
 * paint; added by the islands runtime, which starts after that paint, it waits, and once the
 * service worker has it, it comes from there. Icons are decorative: without it, none are drawn.
 */
export async function loadIconSprite() {
  const response = await fetch(iconSpritePath)
  if (!response.ok) return
  const holder = document.createElement('div')
  holder.hidden = true
  holder.innerHTML = await response.text()
  document.body.prepend(holder)
}
