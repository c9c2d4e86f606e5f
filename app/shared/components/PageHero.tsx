import type { ReactNode } from 'react'
import { firstScreenId } from '../firstScreen.ts'

interface PageHeroProps {
  eyebrow?: string
  heading: string
  text?: string
  /** An illustration behind the wash (HeroBackdrop, which pages draw at build time). */
  backdrop?: ReactNode
  children?: ReactNode
}

export function PageHero({ eyebrow, heading, text, backdrop, children }: PageHeroProps) {
  return (
    <section id={firstScreenId} className="relative overflow-hidden bg-navy-900 text-white">
      {backdrop}
      <div className="absolute inset-0 bg-gradient-to-r from-navy-950/90 via-navy-950/70 to-navy-950/30" aria-hidden="true" />
      <div className="page-container relative py-16 md:py-24">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-brass-300">{eyebrow}</p>}
        <h1 className="heading-xl mt-2 max-w-3xl">{heading}</h1>
        {text && <p className="mt-4 max-w-2xl text-lg text-navy-100">{text}</p>}
        {children}
      </div>
    </section>
  )
}
