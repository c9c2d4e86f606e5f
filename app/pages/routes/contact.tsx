import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../../shared/content/pageMeta.ts'
import type { ServiceId } from '../../shared/content/types.ts'
import { enquiryService } from '../../shared/enquiry/enquiryService.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'
import { ContactPanel } from '../components/ContactPanel.tsx'
import { PageHero } from '../../shared/components/PageHero.tsx'
import { contactPage } from '../../shared/content/contact.ts'

export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  // A service page's enquiry links name the service, which the form sends along (enquiryService.ts).
  validateSearch: (search: Record<string, unknown>): { service?: ServiceId } => {
    const service = enquiryService(search)
    return service ? { service } : {}
  },
  head: () => pageHead({ path: '/contact', ...pageMeta.contact, breadcrumbs: [{ name: 'Contact', path: '/contact' }] }),
  component: ContactPage,
})

function ContactPage() {
  return (
    <>
      <PageHero eyebrow={contactPage.eyebrow} heading={contactPage.heading} text={contactPage.intro} />
      <section className="page-container section-y">
        <p className="mb-8 max-w-3xl text-ink">{contactPage.freeOffer}</p>
        <ContactPanel />
      </section>
    </>
  )
}
