import { EnquiryForm } from '../enquiry/EnquiryForm.tsx'
import { ContactDetails } from './ContactDetails.tsx'
import { MapFacade } from './MapFacade.tsx'

/** The enquiry form beside the firm's details and map; on /contact and the home page's #contact. */
export function ContactPanel() {
  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
      <EnquiryForm />
      <div className="grid content-start gap-8">
        <ContactDetails />
        <MapFacade />
      </div>
    </div>
  )
}
