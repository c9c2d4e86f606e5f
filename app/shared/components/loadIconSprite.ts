import { iconSpritePath } from './iconNames.ts'

/**
 * Icons draw symbols from the document itself (<Icon>). A public page carries those its own
 * HTML draws (scripts/iconSprite.ts); this adds the rest of the sprite, hidden, for what an
 * island draws once used (the open menu's close icon, a toast's), and the staff app calls it at
 * start for all of them. A symbol the page has already is not added twice.
 */
export async function loadIconSprite() {
  const response = await fetch(iconSpritePath)
  if (!response.ok) return
  const holder = document.createElement('div')
  holder.hidden = true
  holder.innerHTML = await response.text()
  for (const symbol of holder.querySelectorAll('symbol')) if (document.getElementById(symbol.id)) symbol.remove()
  document.body.append(holder)
}
