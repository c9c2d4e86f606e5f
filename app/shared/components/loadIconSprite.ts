import { iconSpritePath } from './iconNames.ts'

/** A page carries only the symbols its HTML draws (scripts/iconSprite.ts); this adds the rest, for islands and the staff app. */
export async function loadIconSprite() {
  const response = await fetch(iconSpritePath)
  if (!response.ok) return
  const holder = document.createElement('div')
  holder.hidden = true
  holder.innerHTML = await response.text()
  for (const symbol of holder.querySelectorAll('symbol')) if (document.getElementById(symbol.id)) symbol.remove()
  document.body.append(holder)
}
