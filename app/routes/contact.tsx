import { createRoute } from '@tanstack/react-router'
import { ContactDetails } from '../components/ContactDetails.tsx'
import { MapFacade } from '../components/MapFacade.tsx'
import { PageHero } from '../components/PageHero.tsx'
import { contactPage } from '../content/contact.ts'
import { pageMeta } from '../content/pageMeta.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'

export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  head: () => pageHead({ path: '/contact', ...pageMeta.contact, breadcrumbs: [{ name: 'Contact', path: '/contact' }] }),
  component: ContactPage,
})

function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Free, confidential enquiry" heading={contactPage.heading} text={contactPage.intro} />
      <section className="page-container section-y grid gap-12 lg:grid-cols-2">
        <ContactDetails />
        <MapFacade />
      </section>
    </>
  )
}
