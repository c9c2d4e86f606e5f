import { useNavigate } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { apiRequest } from '../../shared/queryClient.ts'
import { apiStatus, failureText } from '../api/apiError.ts'
import { staffPaths } from '../../shared/staffApi.ts'
import { staffCopy } from '../../shared/content/staff.ts'
import { saveFile } from './saveFile.ts'
import { useEnquiryRefresh } from '../api/useEnquiryRefresh.ts'
import { showToast } from '../ui/staffToast.ts'

/**
 * The enquiry as a record: exported whole for a subject access request, or deleted, after a
 * confirmation, when the enquirer asks or the firm no longer needs it.
 */
export function EnquiryRecordActions({ id }: { id: string }) {
  const refresh = useEnquiryRefresh(id)
  const navigate = useNavigate()
  const confirmation = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)

  const exportJson = useMutation({
    mutationFn: async () => (await apiRequest('POST', staffPaths.export(id))).blob(),
    onSuccess: (file) => {
      saveFile(file, `enquiry-${id}.json`)
      void showToast((toast) => toast.success(staffCopy.record.exported))
    },
    onError: (error) => {
      if (apiStatus(error) === 404) void refresh.enquiry()
      else void showToast((toast) => toast.error(failureText(error)))
    },
  })

  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', staffPaths.enquiry(id)),
    onSuccess: async () => {
      confirmation.current?.close()
      void refresh.lists()
      await navigate({ to: '/staff' })
      void showToast((toast) => toast.success(staffCopy.record.deleted))
    },
    onError: (error) => {
      if (apiStatus(error) !== 404) return
      confirmation.current?.close()
      void Promise.all([refresh.enquiry(), refresh.lists()])
    },
  })

  const askToDelete = () => {
    remove.reset()
    confirmation.current?.showModal()
    // The safe choice has focus first: Enter or Space there deletes nothing.
    cancel.current?.focus()
  }

  return (
    <section aria-labelledby="record-heading" className="mt-8">
      <h2 id="record-heading" className="heading-md text-navy-900">
        {staffCopy.record.heading}
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
        <button type="button" onClick={askToDelete} className="btn border-2 border-rust bg-white text-rust hover:bg-rust-light">
          {staffCopy.record.delete}
        </button>
      </div>
      <dialog
        ref={confirmation}
        aria-labelledby="delete-heading"
        aria-describedby="delete-body"
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl bg-white p-6 text-ink shadow-lg backdrop:bg-navy-950/60"
      >
        <h2 id="delete-heading" className="heading-md text-navy-900">
          {staffCopy.confirmDelete.heading}
        </h2>
        <p id="delete-body" className="mt-2">
          {staffCopy.confirmDelete.body}
        </p>
        <div role="alert">
          {remove.error && apiStatus(remove.error) !== 404 && <p className="mt-3 text-sm font-medium text-rust">{failureText(remove.error)}</p>}
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
            className="btn bg-rust text-white hover:bg-rust/90 disabled:(cursor-wait opacity-70)"
          >
            {staffCopy.record.deleteEnquiry}
          </button>
          <button
            ref={cancel}
            type="button"
            onClick={() => confirmation.current?.close()}
            className="btn border-2 border-navy-700 text-navy-800 hover:bg-navy-50"
          >
            {staffCopy.record.cancel}
          </button>
        </div>
      </dialog>
    </section>
  )
}
