import { fictionalNotice } from '../../shared/content/fictionalNotice.ts'
import { firm } from '../../shared/content/firm.ts'
import { Island } from '../Island.tsx'
import { ContactDetails } from './ContactDetails.tsx'

/** While the firm is fictional, that nobody will answer is said before the first field, so before Submit. */
export function ContactPanel() {
  // minmax(0, …): no line of the form or the details can widen its column past the screen.
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-6">
        {firm.fictional && (
          <div role="note" aria-labelledby="demonstration-form-heading" className="rounded-xl border-2 border-brass-600 bg-white p-5">
            <h2 id="demonstration-form-heading" className="font-semibold text-navy-900">
              {fictionalNotice.form.heading}
            </h2>
            <p className="mt-1 text-sm text-ink">{fictionalNotice.form.text}</p>
          </div>
        )}
        <Island name="EnquiryForm" />
      </div>
      <div className="grid content-start gap-8">
        <ContactDetails />
        <Island name="MapFacade" />
      </div>
    </div>
  )
}
