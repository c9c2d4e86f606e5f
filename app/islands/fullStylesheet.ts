let loaded: Promise<void> | undefined

/**
 * Each page carries inline the CSS its own HTML uses; the full stylesheet waits in a <noscript>
 * (scripts/prerender.ts) until an island is about to render something the page did not have.
 * Resolves once it applies, or once it has failed to load: an island still works unstyled.
 */
export function loadFullStylesheet(): Promise<void> {
  loaded ??= new Promise((resolve) => {
    const link = stylesheetLink()
    if (!link) return resolve()
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
    document.head.append(link)
  })
  return loaded
}

/** The stylesheet's link, from the <noscript> that holds it. */
function stylesheetLink() {
  const markup = document.querySelector('noscript[data-stylesheet]')?.textContent
  if (!markup) return null
  const holder = document.createElement('template')
  holder.innerHTML = markup
  return holder.content.querySelector('link')
}

/** Fetches the full stylesheet without applying it (which restyles the whole page), for an island about to be used. */
export function prefetchFullStylesheet() {
  const link = stylesheetLink()
  if (!link || loaded) return
  const preload = document.createElement('link')
  preload.rel = 'preload'
  preload.as = 'style'
  preload.href = link.href
  document.head.append(preload)
}
