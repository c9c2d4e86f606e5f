import { createLazyRoute } from '@tanstack/react-router'
import { ContactPanel } from '../components/ContactPanel.tsx'
import { PageHero } from '../components/PageHero.tsx'
import { contactPage } from '../content/contact.ts'

export const Route = createLazyRoute('/contact')({ component: ContactPage })

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
