import { Island } from '../Island.tsx'
import { ContactDetails } from './ContactDetails.tsx'

/** The enquiry form beside the firm's details and map; on /contact and the home page's #contact. */
export function ContactPanel() {
  // minmax(0, …): no line of the form or the details can widen its column past the screen.
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Island name="EnquiryForm" />
      <div className="grid content-start gap-8">
        <ContactDetails />
        <Island name="MapFacade" />
      </div>
    </div>
  )
}
