import { createRoute, Link, notFound } from '@tanstack/react-router'
import { CallToAction } from '../components/CallToAction.tsx'
import { FeatureList } from '../components/FeatureList.tsx'
import { HeroBackdrop } from '../components/HeroBackdrop.tsx'
import { firm } from '../../shared/content/firm.ts'
import { firstScreenId } from '../../shared/firstScreen.ts'
import { serviceDetail } from '../../shared/content/serviceDetail.ts'
import { findService, services } from '../../shared/content/services.ts'
import type { Service } from '../../shared/content/types.ts'
import { pageHead } from '../seo.ts'
import { servicePath } from '../../shared/servicePaths.ts'
import { rootRoute } from './__root.tsx'
import { Icon } from '../../shared/components/Icon.tsx'
import { enquiryLabel } from '../../shared/content/enquiryCall.ts'
import { pageTitle } from '../../shared/content/fictionalNotice.ts'

const fallbackImage = services.find((s) => s.id === 'personal-injury')?.image

export const serviceDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services/$serviceId',
  loader: ({ params }) => {
    const service = findService(params.serviceId)
    if (!service) throw notFound()
    return service
  },
  head: ({ loaderData: service }) =>
    service
      ? pageHead({
          path: servicePath(service.id),
          title: serviceDetail.title(service.title),
          description: service.description,
          keywords: service.keywords,
          breadcrumbs: [
            { name: 'Services', path: '/services' },
            { name: service.title, path: servicePath(service.id) },
          ],
        })
      : { meta: [{ title: pageTitle(serviceDetail.notFound.title) }, { name: 'robots', content: 'noindex' }] },
  component: ServiceDetailPage,
  notFoundComponent: ServiceNotFound,
})

function ServiceHero({ service }: { service: Service }) {
  const image = service.image ?? fallbackImage
  return (
    <section id={firstScreenId} className="relative overflow-hidden bg-navy-900 text-white">
      {image && <HeroBackdrop picture={image} className="absolute inset-0 opacity-50" />}
      <div className="absolute inset-0 bg-gradient-to-r from-navy-950/92 via-navy-950/75 to-navy-950/35" aria-hidden="true" />
      <div className="page-container relative py-16 md:py-24">
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/25">
          <Icon name={service.icon} className="text-3xl text-brass-300" />
        </span>
        <h1 className="heading-xl mt-4 max-w-3xl">{service.title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-navy-100">{service.subtitle}</p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {serviceDetail.badges.map((badge) => (
            <li key={badge.label} className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm ring-1 ring-white/20">
              <Icon name={badge.icon} className="text-brass-300" />
              {badge.label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function ServiceDetailPage() {
  const service = serviceDetailRoute.useLoaderData()
  const paragraphs = service.content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  const cta = serviceDetail.cta(service.title)
  return (
    <>
      <ServiceHero service={service} />
      <section className="page-container section-y grid grid-cols-[minmax(0,1fr)] gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="max-w-prose">
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 48)} className="mb-5 text-lg text-ink">
              {paragraph}
            </p>
          ))}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/contact" search={{ service: service.id }} className="btn-navy">
              <Icon name="scale" />
              {enquiryLabel}
            </Link>
            <a href={firm.phone.href} className="btn border-2 border-navy-700 text-navy-700 hover:bg-navy-50">
              <Icon name="phone" />
              {firm.phone.display}
            </a>
          </div>
        </div>
        <aside className="card h-fit p-6" aria-labelledby="why-choose">
          <h2 id="why-choose" className="heading-md text-navy-900">
            {serviceDetail.whyChooseHeading}
          </h2>
          <ul className="mt-4 space-y-5">
            {serviceDetail.whyChoose.map((reason) => (
              <li key={reason.title} className="flex gap-3">
                <Icon name={reason.icon} className="mt-1 text-xl text-brass-600" />
                <div>
                  <h3 className="font-semibold text-navy-900">{reason.title}</h3>
                  <p className="mt-1 text-sm text-ink-soft">{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <h3 className="mt-6 font-semibold text-navy-900">{serviceDetail.featuresHeading}</h3>
          <FeatureList features={service.features} className="mt-2" />
        </aside>
      </section>
      <CallToAction heading={cta.heading} text={cta.text} service={service.id} />
    </>
  )
}

function ServiceNotFound() {
  return (
    <section id={firstScreenId} className="page-container section-y text-center">
      <h1 className="heading-xl text-navy-900">{serviceDetail.notFound.heading}</h1>
      <p className="mx-auto mt-4 max-w-prose text-ink-soft">{serviceDetail.notFound.text}</p>
      <Link to="/services" className="btn-navy mt-8">
        <Icon name="arrow-left" />
        {serviceDetail.backToServices}
      </Link>
    </section>
  )
}
