import { accreditations } from '../../shared/content/accreditations.ts'
import { Icon } from '../../shared/components/Icon.tsx'
import { SectionIntro } from './SectionIntro.tsx'

export function AccreditationsSection({ heading, intro }: { heading: string; intro: string }) {
  return (
    <section className="page-container section-y" aria-labelledby="accreditations-heading">
      <SectionIntro id="accreditations-heading" heading={heading} intro={intro} centered />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {accreditations.map((item) => (
          <li key={item.name} className="rounded-xl border border-navy-100 p-6 text-center">
            <Icon name={item.icon} className="text-4xl text-brass-600" />
            <h3 className="mt-3 font-serif text-lg font-semibold text-navy-900">{item.name}</h3>
            <p className="mt-2 text-sm text-ink-soft">{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
