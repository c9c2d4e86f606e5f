import { homePage } from '../../shared/content/home.ts'
import { ContactPanel } from './ContactPanel.tsx'

/** The home page's contact section; "Schedule Free Enquiry" scrolls here (#contact). */
export function ContactSection() {
  return (
    <section id="contact" tabIndex={-1} className="bg-parchment outline-none" aria-labelledby="contact-heading">
      <div className="page-container section-y">
        <div className="max-w-2xl">
          <p className="eyebrow">Contact</p>
          <h2 id="contact-heading" className="heading-lg mt-2 text-navy-900">
            {homePage.contact.heading}
          </h2>
          <p className="mt-3 text-ink-soft">{homePage.contact.intro}</p>
        </div>
        <div className="mt-10">
          <ContactPanel />
        </div>
      </div>
    </section>
  )
}
