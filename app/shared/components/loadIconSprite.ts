import { iconSpritePath } from './iconNames.ts'

/**
 * A public page carries the symbols its own HTML draws (scripts/iconSprite.ts); this adds the rest,
 * hidden, for what an island draws once used, and the staff app calls it at start.
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
