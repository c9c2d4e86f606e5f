import { homePage } from '../../shared/content/home.ts'
import { ContactPanel } from './ContactPanel.tsx'
import { SectionIntro } from './SectionIntro.tsx'

/** The home page's contact section; the about block's enquiry link scrolls here (#contact). */
export function ContactSection() {
  return (
    <section id="contact" tabIndex={-1} className="bg-parchment outline-none" aria-labelledby="contact-heading">
      <div className="page-container section-y">
        <SectionIntro id="contact-heading" eyebrow={homePage.contact.eyebrow} heading={homePage.contact.heading} intro={homePage.contact.intro} />
        <div className="mt-10">
          <ContactPanel />
        </div>
      </div>
    </section>
  )
}
