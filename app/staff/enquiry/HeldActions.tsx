import { useMutation } from '@tanstack/react-query'
import { Icon } from '../../shared/components/Icon.tsx'
import { staffCopy } from '../../shared/content/staff.ts'
import type { HoldReason } from '../../shared/enquiry/enquiryRecord.ts'
import * as staffApi from '../../shared/staffRoutes/enquiry.ts'
import { call } from '../api/staffRequests.ts'
import { apiStatus, failureText } from '../api/apiError.ts'
import { useEnquiryRefresh } from '../api/useEnquiryRefresh.ts'
import { showToast } from '../ui/staffToast.ts'
import { DeleteEnquiry } from './DeleteEnquiry.tsx'
import { useIsAdministrator } from '../api/useIsAdministrator.ts'

const deleteWords = {
  button: staffCopy.held.delete,
  heading: staffCopy.held.confirmHeading,
  body: staffCopy.held.confirmBody,
  deleted: staffCopy.held.deleted,
}

/** Released, it is alerted and acknowledged as if just arrived; shown in place of the status moves, which wait for a release. */
export function HeldActions({ id, reasons }: { id: string; reasons: HoldReason[] }) {
  const administrator = useIsAdministrator()
  const refresh = useEnquiryRefresh(id)

  const release = useMutation({
    mutationFn: () => call(staffApi.release, { id }),
    onSuccess: async () => {
      await Promise.all([refresh.enquiry(), refresh.lists()])
      void showToast((toast) => toast.success(staffCopy.held.released))
    },
    onError: (error) => {
      const status = apiStatus(error)
      if (status === 404 || status === 409) void Promise.all([refresh.enquiry(), refresh.lists()])
    },
  })

  return (
    <section aria-labelledby="held-heading" className="mt-4 rounded-lg border-l-4 border-rust bg-rust-light p-4">
      <h2 id="held-heading" className="flex items-center gap-2 font-semibold text-rust">
        <Icon name="circle-alert" />
        {staffCopy.held.heading}
      </h2>
      {reasons.length > 0 && <p className="mt-1 font-medium">{staffCopy.held.why(reasons.map((reason) => staffCopy.timeline.holdReasons[reason]))}</p>}
      <p className="mt-1 text-sm">{staffCopy.held.body}</p>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:(flex flex-wrap gap-3)">
        <button type="button" disabled={release.isPending} onClick={() => release.mutate()} className="btn-navy disabled:(cursor-wait opacity-70)">
          {staffCopy.held.release}
        </button>
        {administrator && <DeleteEnquiry id={id} words={deleteWords} className="btn border-2 border-rust bg-white text-rust hover:bg-rust-light" />}
      </div>
      <div role="alert">
        {release.error && apiStatus(release.error) !== 404 && <p className="mt-3 text-sm font-medium text-rust">{failureText(release.error)}</p>}
      </div>
    </section>
  )
}
