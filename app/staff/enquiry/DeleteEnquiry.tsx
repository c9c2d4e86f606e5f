import { useNavigate } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { apiStatus, failureText } from '../api/apiError.ts'
import * as staffApi from '../../shared/staffRoutes/enquiry.ts'
import { call } from '../api/staffRequests.ts'
import { staffCopy } from '../../shared/content/staff.ts'
import { useEnquiryRefresh } from '../api/useEnquiryRefresh.ts'
import { showToast } from '../ui/staffToast.ts'

interface DeleteEnquiryProps {
  id: string
  words: { button: string; heading: string; body: string; deleted: string }
  className: string
}

export function DeleteEnquiry({ id, words, className }: DeleteEnquiryProps) {
  const refresh = useEnquiryRefresh(id)
  const navigate = useNavigate()
  const confirmation = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)

  const remove = useMutation({
    mutationFn: () => call(staffApi.deleteEnquiry, { id }),
    onSuccess: async () => {
      confirmation.current?.close()
      void refresh.lists()
      await navigate({ to: '/staff' })
      void showToast((toast) => toast.success(words.deleted))
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
    <>
      <button type="button" onClick={askToDelete} className={className}>
        {words.button}
      </button>
      <dialog
        ref={confirmation}
        aria-labelledby={`delete-heading-${id}`}
        aria-describedby={`delete-body-${id}`}
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl bg-white p-6 text-ink shadow-lg backdrop:bg-navy-950/60"
      >
        <h2 id={`delete-heading-${id}`} className="heading-md text-navy-900">
          {words.heading}
        </h2>
        <p id={`delete-body-${id}`} className="mt-2">
          {words.body}
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
    </>
  )
}
