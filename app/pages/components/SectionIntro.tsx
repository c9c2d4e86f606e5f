interface SectionIntroProps {
  /** The heading's id, which the section names as its label. */
  id: string
  eyebrow?: string
  heading: string
  intro: string
  centered?: boolean
}

export function SectionIntro({ id, eyebrow, heading, intro, centered = false }: SectionIntroProps) {
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className={eyebrow ? 'heading-lg mt-2 text-navy-900' : 'heading-lg text-navy-900'}>
        {heading}
      </h2>
      <p className="mt-3 text-ink-soft">{intro}</p>
    </div>
  )
}
