import { Link } from '@tanstack/react-router'
import { enquiryLabel } from '../../shared/content/enquiryCall.ts'
import { firm } from '../../shared/content/firm.ts'
import { firstScreenId } from '../../shared/firstScreen.ts'
import { pageTitle } from '../../shared/content/fictionalNotice.ts'
import { notFoundPage as copy } from '../../shared/content/notFound.ts'
import { Icon } from '../../shared/components/Icon.tsx'

/** Offers the ways on a visitor needs, not the spec's hint to developers (decision 0020). */
export function NotFoundPage() {
  return (
    <section id={firstScreenId} className="page-container section-y text-center">
      {/* React hoists these into <head>; the router's head() has no hook for a global not-found. */}
      <title>{pageTitle(copy.title)}</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">{copy.eyebrow}</p>
      <h1 className="heading-xl mt-3 text-navy-900">{copy.heading}</h1>
      <p className="mx-auto mt-4 max-w-prose text-lg text-ink-soft">{copy.text}</p>
      <p className="mx-auto mt-2 max-w-prose text-ink-soft">{copy.next}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-navy">
          <Icon name="house" />
          {copy.home}
        </Link>
        <Link to="/services" className="btn border-2 border-navy-700 text-navy-700 hover:bg-navy-50">
          {copy.services}
        </Link>
        <Link to="/contact" className="btn-primary">
          <Icon name="mail" />
          {enquiryLabel}
        </Link>
      </div>
      {copy.call && (
        <p className="mt-8 text-ink-soft">
          {copy.call.text}{' '}
          <a href={firm.phone.href} className="link-underline font-semibold text-navy-900">
            {firm.phone.display}
          </a>{' '}
          {copy.call.hours}
        </p>
      )}
      {copy.urgent && <p className="mx-auto mt-8 max-w-prose text-ink-soft">{copy.urgent}</p>}
    </section>
  )
}
