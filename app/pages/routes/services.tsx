import { createRoute, Link } from '@tanstack/react-router'
import { pageMeta } from '../../shared/content/pageMeta.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'
import { CallToAction } from '../components/CallToAction.tsx'
import { FeatureList } from '../components/FeatureList.tsx'
import { PageHero } from '../../shared/components/PageHero.tsx'
import { services, servicesPage } from '../../shared/content/services.ts'
import { Icon } from '../../shared/components/Icon.tsx'

export const servicesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services',
  head: () => pageHead({ path: '/services', ...pageMeta.services, breadcrumbs: [{ name: 'Services', path: '/services' }] }),
  component: ServicesPage,
})

/** Icon wells take the service's accent colour; written out so the CSS extractor sees each class. */
const accentClasses = {
  navy: 'bg-navy-50 text-navy-700',
  brass: 'bg-brass-50 text-brass-700',
  teal: 'bg-teal-light text-teal',
  plum: 'bg-plum-light text-plum',
  slate: 'bg-slate-light text-slate',
  moss: 'bg-moss-light text-moss',
  rust: 'bg-rust-light text-rust',
  ink: 'bg-navy-100 text-ink',
} as const

function ServicesPage() {
  return (
    <>
      <PageHero eyebrow={servicesPage.eyebrow} heading={servicesPage.heading} text={servicesPage.intro} />
      <section className="page-container section-y">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id} className="card flex flex-col p-6">
              <span className={`inline-flex h-14 w-14 items-center justify-center rounded-lg ${accentClasses[service.colour]}`}>
                <Icon name={service.icon} className="text-2xl" />
              </span>
              <h2 className="heading-md mt-4 text-navy-900">{service.title}</h2>
              <p className="mt-2 text-ink-soft">{service.description}</p>
              <FeatureList features={service.features} className="mt-4" />
              <Link
                to="/services/$serviceId"
                params={{ serviceId: service.id }}
                className="mt-auto inline-flex items-center gap-1 pt-6 font-semibold text-navy-700 link-underline"
              >
                Learn More<span className="sr-only"> about {service.title}</span>
                <Icon name="arrow-right" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <CallToAction heading={servicesPage.cta.heading} text={servicesPage.cta.text} />
    </>
  )
}
