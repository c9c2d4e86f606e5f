import { useMutation } from '@tanstack/react-query'
import { apiStatus, failureText } from '../api/apiError.ts'
import * as staffApi from '../../shared/staffRoutes/enquiry.ts'
import { call } from '../api/staffRequests.ts'
import { staffCopy } from '../../shared/content/staff.ts'
import { saveFile } from './saveFile.ts'
import { DeleteEnquiry } from './DeleteEnquiry.tsx'
import { useIsAdministrator } from '../api/useIsAdministrator.ts'
import { useEnquiryRefresh } from '../api/useEnquiryRefresh.ts'
import { showToast } from '../ui/staffToast.ts'

const deleteWords = {
  button: staffCopy.record.delete,
  heading: staffCopy.confirmDelete.heading,
  body: staffCopy.confirmDelete.body,
  deleted: staffCopy.record.deleted,
}

/** Exported whole for a subject access request, or deleted when the enquirer asks or the firm no longer needs it. */
export function EnquiryRecordActions({ id }: { id: string }) {
  const refresh = useEnquiryRefresh(id)
  const administrator = useIsAdministrator()

  const exportJson = useMutation({
    mutationFn: () => call(staffApi.exportEnquiry, { id }),
    onSuccess: (file) => {
      saveFile(file, `enquiry-${id}.json`)
      void showToast((toast) => toast.success(staffCopy.record.exported))
    },
    onError: (error) => {
      if (apiStatus(error) === 404) void refresh.enquiry()
      else void showToast((toast) => toast.error(failureText(error)))
    },
  })

  return (
    <section aria-labelledby="record-heading" className="mt-8">
      <h2 id="record-heading" className="heading-md text-navy-900">
        {administrator ? staffCopy.record.heading : staffCopy.record.exportHeading}
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={exportJson.isPending}
          onClick={() => exportJson.mutate()}
          className="btn border-2 border-navy-700 bg-white text-navy-800 hover:bg-navy-50 disabled:(cursor-wait opacity-70)"
        >
          {staffCopy.record.exportJson}
        </button>
        {administrator && <DeleteEnquiry id={id} words={deleteWords} className="btn border-2 border-rust bg-white text-rust hover:bg-rust-light" />}
      </div>
    </section>
  )
}
