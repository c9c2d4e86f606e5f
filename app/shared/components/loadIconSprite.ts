import { iconSpritePath } from './iconNames.ts'

/**
 * Icons draw symbols from the document itself (<Icon>), and this puts them there: the whole
 * sprite, once, hidden. A page linking /icons.svg from its markup would fetch it before its first
 * paint; the islands runtime, which starts after that paint, calls this (as the staff app does at
 * start), and once the service worker has the sprite it comes from there. Icons are decorative:
 * without script, none are drawn.
 */
export async function loadIconSprite() {
  const response = await fetch(iconSpritePath)
  if (!response.ok) return
  const holder = document.createElement('div')
  holder.hidden = true
  holder.innerHTML = await response.text()
  document.body.prepend(holder)
}
