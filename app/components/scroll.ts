/** Smooth scrolling, unless the visitor asked the system for reduced motion. */
function behaviour(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: behaviour() })
}

/** Scrolls to an element and moves keyboard focus there, as following the link would. */
export function scrollToElement(id: string) {
  const target = document.getElementById(id)
  if (!target) return false
  target.scrollIntoView({ behavior: behaviour(), block: 'start' })
  target.focus({ preventScroll: true })
  history.replaceState(history.state, '', `#${id}`)
  return true
}
