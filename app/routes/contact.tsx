import { createRoute } from '@tanstack/react-router'
import { ContactPanel } from '../components/ContactPanel.tsx'
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
      <section className="page-container section-y">
        <ContactPanel />
      </section>
    </>
  )
}
