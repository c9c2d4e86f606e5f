import { Island } from '../Island.tsx'
import { ContactDetails } from './ContactDetails.tsx'

/** The enquiry form beside the firm's details and map; on /contact and the home page's #contact. */
export function ContactPanel() {
  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
      <Island name="EnquiryForm" />
      <div className="grid content-start gap-8">
        <ContactDetails />
        <Island name="MapFacade" />
      </div>
    </div>
  )
}
