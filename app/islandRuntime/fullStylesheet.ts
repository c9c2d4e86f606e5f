let loaded: Promise<void> | undefined

/**
 * Each page carries inline the CSS its own HTML uses; the full stylesheet waits in a <noscript>
 * (scripts/prerender.ts) until an island is about to render something the page did not have.
 * Resolves once it applies, or once it has failed to load: an island still works unstyled.
 */
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
