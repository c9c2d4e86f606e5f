import { useQuery } from '@tanstack/react-query'
import { Link, createLazyRoute } from '@tanstack/react-router'
import { Icon } from '../../shared/components/Icon.tsx'
import { apiStatus } from '../api/apiError.ts'
import { CallLog } from '../enquiry/CallLog.tsx'
import { ReplyForm } from '../enquiry/ReplyForm.tsx'
import { staffCopy } from '../../shared/content/staff.ts'
import { ContactButtons, EnquiryDetails } from '../enquiry/EnquiryDetails.tsx'
import { EnquiryGone } from '../enquiry/EnquiryGone.tsx'
import { EnquiryOwner } from '../enquiry/EnquiryOwner.tsx'
import { EnquiryRecordActions } from '../enquiry/EnquiryRecordActions.tsx'
import { EnquiryTimeline } from '../enquiry/EnquiryTimeline.tsx'
import { HeldActions } from '../enquiry/HeldActions.tsx'
import { NoteForm } from '../enquiry/NoteForm.tsx'
import { PossibleConflicts } from '../enquiry/PossibleConflicts.tsx'
import { RelatedEnquiries } from '../enquiry/RelatedEnquiries.tsx'
import { enquiryQuery } from '../api/queries.ts'
import { LoadFailed } from '../ui/RouteStates.tsx'
import { StatusActions } from '../enquiry/StatusActions.tsx'
import { useDocumentTitle } from '../ui/useDocumentTitle.ts'
import { useMinuteClock } from '../ui/useMinuteClock.ts'

export const Route = createLazyRoute('/signed-in/staff/enquiries/$id')({
  component: EnquiryScreen,
})

/** A held one shows first what holding means; it is owned, moved and noted only once released. */
function EnquiryScreen() {
  const { id } = Route.useParams()
  const enquiry = useQuery(enquiryQuery(id))
  const now = useMinuteClock()
  useDocumentTitle(staffCopy.documentTitle(staffCopy.enquiry.screen))

  // Checked before the data: a colleague's deletion turns up as a 404 on the next refetch.
  if (apiStatus(enquiry.error) === 404) return <EnquiryGone />

  return (
    <>
      <p className="mt-6">
        {/* Exact: the list is not the page shown, which the router would otherwise say of any /staff/… address. */}
        <Link to="/staff" activeOptions={{ exact: true }} className="inline-flex items-center gap-1.5 font-medium text-navy-800 hover:underline">
          <Icon name="arrow-left" />
          {staffCopy.enquiry.allEnquiries}
        </Link>
      </p>
      {enquiry.isPending && (
        <p role="status" className="mt-6 text-ink-soft">
          {staffCopy.enquiry.loading}
        </p>
      )}
      {enquiry.isError && !enquiry.data && <LoadFailed what={staffCopy.enquiry.what} error={enquiry.error} retry={() => void enquiry.refetch()} />}
      {enquiry.data && (
        <article aria-labelledby="enquiry-heading" className="mt-4">
          <h1 id="enquiry-heading" className="heading-lg text-navy-900">
            <span dir="auto">{enquiry.data.firstName}</span> <span dir="auto">{enquiry.data.lastName}</span>
          </h1>
          {enquiry.data.held && <HeldActions id={id} reasons={enquiry.data.timeline.flatMap((entry) => (entry.kind === 'held' ? entry.reasons : []))} />}
          <PossibleConflicts enquiry={enquiry.data} now={now} />
          <ContactButtons enquiry={enquiry.data} />
          {/* Who has it before anything done with it: on a phone, "Take it" stays on the first screen. */}
          {!enquiry.data.held && <EnquiryOwner enquiry={enquiry.data} />}
          {!enquiry.data.held && <CallLog id={id} />}
          <div className="mt-4">
            <EnquiryDetails enquiry={enquiry.data} now={now} />
          </div>
          <RelatedEnquiries enquiry={enquiry.data} now={now} />
          {!enquiry.data.held && <StatusActions enquiry={enquiry.data} />}
          <EnquiryTimeline timeline={enquiry.data.timeline} now={now} />
          {!enquiry.data.held && <ReplyForm enquiry={enquiry.data} />}
          {!enquiry.data.held && <NoteForm id={id} />}
          <EnquiryRecordActions id={id} />
        </article>
      )}
    </>
  )
}
