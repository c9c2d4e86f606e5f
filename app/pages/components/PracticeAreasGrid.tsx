import { Link } from '@tanstack/react-router'
import { practiceAreas } from '../../shared/content/services.ts'
import { Icon } from '../../shared/components/Icon.tsx'
import { SectionIntro } from './SectionIntro.tsx'

export function PracticeAreasGrid({ heading, intro }: { heading: string; intro: string }) {
  return (
    <section className="page-container section-y" aria-labelledby="practice-areas-heading">
      <SectionIntro id="practice-areas-heading" eyebrow="Practice areas" heading={heading} intro={intro} />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {practiceAreas.map((area) => (
          <li key={area.slug}>
            <Link
              to="/services/$serviceId"
              params={{ serviceId: area.slug }}
              className="card group flex h-full flex-col p-5 no-underline transition-shadow hover:shadow-md"
            >
              <Icon name={area.icon} className="text-3xl text-brass-600" />
              <h3 className="mt-3 font-serif text-lg font-semibold text-navy-900 group-hover:underline">{area.title}</h3>
              <p className="mt-2 text-sm text-ink-soft">{area.description}</p>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to="/services" className="btn-navy">
          View All Our Services
          <Icon name="arrow-right" />
        </Link>
      </div>
    </section>
  )
}
