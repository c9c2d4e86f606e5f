let loaded: Promise<void> | undefined

/** Pages inline only their own CSS; the rest waits in a <noscript> (scripts/prerender.ts). A failed load resolves too: an island works unstyled. */
export function loadFullStylesheet(): Promise<void> {
  loaded ??= new Promise((resolve) => {
    const markup = document.querySelector('noscript[data-stylesheet]')?.textContent
    if (!markup) return resolve()
    const holder = document.createElement('template')
    holder.innerHTML = markup
    const link = holder.content.querySelector('link')
    if (!link) return resolve()
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
    document.head.append(link)
  })
  return loaded
}
