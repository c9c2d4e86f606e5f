import { homePage } from '../../shared/content/home.ts'
import { Icon } from '../../shared/components/Icon.tsx'
import { enquiryLabel } from '../../shared/content/enquiryCall.ts'

export function AboutBlock() {
  const { heading, paragraphs, highlights } = homePage.about
  return (
    <section className="page-container section-y grid items-center gap-10 lg:grid-cols-[3fr_2fr]" aria-labelledby="about-heading">
      <div>
        <p className="eyebrow">{homePage.about.eyebrow}</p>
        <h2 id="about-heading" className="heading-lg mt-2 text-navy-900">
          {heading}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="mt-4 text-lg text-ink-soft">
            {paragraph}
          </p>
        ))}
        <a href="#contact" className="btn-navy mt-8">
          <Icon name="calendar" />
          {enquiryLabel}
        </a>
      </div>
      <ul className="grid gap-4">
        {highlights.map((highlight) => (
          <li key={highlight} className="flex items-center gap-3 rounded-xl bg-parchment p-5 font-semibold text-navy-900">
            <Icon name="badge-check" className="text-2xl text-brass-600" />
            {highlight}
          </li>
        ))}
      </ul>
    </section>
  )
}
