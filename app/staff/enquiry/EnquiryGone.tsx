import { Link } from '@tanstack/react-router'
import { staffCopy } from '../../shared/content/staff.ts'

/** An enquiry the server no longer has: deleted meanwhile, or an address that never was one. */
export function EnquiryGone() {
  return (
    <div className="mt-8">
      <h1 className="heading-lg text-navy-900">{staffCopy.gone.heading}</h1>
      <p className="mt-2">{staffCopy.gone.body}</p>
      <p className="mt-4">
        <Link to="/staff" className="link-underline font-semibold text-navy-800">
          {staffCopy.enquiry.backToInbox}
        </Link>
      </p>
    </div>
  )
}
