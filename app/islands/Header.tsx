import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react'
import { firm, fullAddress } from '../shared/content/firm.ts'
import { mainNav } from '../shared/content/navigation.ts'
import { SocialLinks } from '../shared/components/SocialLinks.tsx'
import { Icon } from '../shared/components/Icon.tsx'
import { InlineSvg } from '../shared/components/InlineSvg.tsx'
import { siteChrome } from '../shared/content/siteChrome.ts'
import { enquiryLabel } from '../shared/content/enquiryCall.ts'
import logo from '../../public/images/logo.svg?raw'

function ContactBar() {
  return (
    <div className="h-10 bg-navy-950 text-sm text-navy-100">
      <div className="page-container flex h-full items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4 overflow-hidden">
          <a href={firm.phone.href} className="inline-flex items-center gap-1.5 whitespace-nowrap hover:text-white">
            <Icon name="phone" />
            {firm.phone.display}
          </a>
          <a href={`mailto:${firm.email}`} className="inline-flex min-w-0 items-center gap-1.5 hover:text-white">
            <Icon name="mail" />
            <span className="truncate">{firm.email}</span>
          </a>
          <span className="hidden items-center gap-1.5 lg:inline-flex">
            <Icon name="map-pin" />
            {fullAddress}
          </span>
        </div>
        <SocialLinks className="hidden sm:flex" linkClassName="h-9 w-9 hover:text-white" />
      </div>
    </div>
  )
}

/** A menu item is current on its own page and, except Home, on the pages beneath it. */
const isCurrent = (to: string, pathname: string) => pathname === to || (to !== '/' && pathname.startsWith(`${to}/`))

export function Header({ pathname }: { pathname: string }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return
    setMenuOpen(false)
    toggle.current?.focus()
  }

  const onNavBlur = (event: FocusEvent) => {
    const next = event.relatedTarget
    if (menuOpen && next instanceof Node && !event.currentTarget.contains(next)) setMenuOpen(false)
  }

  const nav = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!menuOpen) return
    const closeIfOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) setMenuOpen(false)
    }
    document.addEventListener('pointerdown', closeIfOutside)
    return () => document.removeEventListener('pointerdown', closeIfOutside)
  }, [menuOpen])

  const onHomeClick = (event: MouseEvent) => {
    setMenuOpen(false)
    if (pathname === '/') {
      event.preventDefault()
      window.scrollTo({ top: 0 }) // smoothly, unless reduced motion (base.css)
    }
  }

  return (
    // The whole header is sticky, offset by the contact bar's height, so only the navigation stays.
    <header className="sticky top-[-2.5rem] z-50 shadow-sm">
      <ContactBar />
      <nav ref={nav} aria-label={siteChrome.mainNav} className="bg-white/97 backdrop-blur" onKeyDown={onMenuKeyDown} onBlur={onNavBlur}>
        <div className="page-container flex min-h-16 flex-wrap items-center justify-between gap-x-6">
          <a href="/" onClick={onHomeClick} className="flex items-center gap-3 py-2 text-navy-900 no-underline">
            <InlineSvg source={logo} idPrefix="logo" className="h-10 w-10 shrink-0" />
            <span className="font-serif text-xl font-semibold leading-tight">
              {firm.name}
              <span className="block text-xs font-sans font-medium uppercase tracking-wider text-brass-600">Since {firm.founded}</span>
            </span>
          </a>
          <button
            ref={toggle}
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-navy-900 hover:bg-navy-50 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'x' : 'menu'} className="text-2xl" />
            <span className="sr-only">{menuOpen ? siteChrome.menu.close : siteChrome.menu.open}</span>
          </button>
          <ul id="site-menu" className={`${menuOpen ? 'flex' : 'hidden'} w-full flex-col gap-1 pb-4 lg:(flex w-auto flex-row flex-wrap items-center pb-0)`}>
            {mainNav.map((item) => (
              <li key={item.to}>
                <a
                  href={item.to}
                  aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}
                  onClick={item.to === '/' ? onHomeClick : () => setMenuOpen(false)}
                  className="block rounded-md px-3 py-2.5 font-medium text-ink no-underline hover:(bg-navy-50 text-navy-900) aria-[current=page]:(bg-navy-50 text-navy-900 shadow-[inset_0_-2px_0_#b08d57])"
                >
                  {item.label}
                </a>
              </li>
            ))}
            <li className="mt-2 lg:(ml-2 mt-0)">
              <a href="/contact" onClick={() => setMenuOpen(false)} className="btn-primary w-full lg:w-auto">
                {enquiryLabel}
              </a>
            </li>
          </ul>
        </div>
      </nav>
    </header>
  )
}
