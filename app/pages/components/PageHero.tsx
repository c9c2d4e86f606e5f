import type { ReactNode } from 'react'
import type { Picture } from '../../shared/content/types.ts'
import { HeroBackdrop } from './HeroBackdrop.tsx'

interface PageHeroProps {
  eyebrow?: string
  heading: string
  text?: string
  image?: Picture
  children?: ReactNode
}

/** The navy banner that opens every inner page; an optional illustration sits behind a dark wash. */
export function PageHero({ eyebrow, heading, text, image, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      {image && <HeroBackdrop picture={image} className="absolute inset-0 opacity-45" />}
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
