import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { apiStatus, failureText } from '../api/apiError.ts'
import type { EnquiryStatus } from '../../shared/enquiry/status.ts'
import type { StaffEnquiry } from '../../shared/staffApi.ts'
import * as staffApi from '../../shared/staffRoutes/enquiry.ts'
import { call } from '../api/staffRequests.ts'
import { enquiryQuery } from '../api/queries.ts'
import { allowedMoves, statusActionLabel, statusChangedNotice } from './statusActions.ts'
import { useIsAdministrator } from '../api/useIsAdministrator.ts'
import { ConfirmInstructed } from './ConfirmInstructed.tsx'
import { useEnquiryRefresh } from '../api/useEnquiryRefresh.ts'
import { showToast } from '../ui/staffToast.ts'
import { staffCopy } from '../../shared/content/staff.ts'

/** Each move names the status it was moved from, so if a colleague moved it first the server refuses (409) and the page shows theirs. */
export function StatusActions({ enquiry }: { enquiry: StaffEnquiry }) {
  const queryClient = useQueryClient()
  const refresh = useEnquiryRefresh(enquiry.id)
  const moves = allowedMoves(enquiry.status, useIsAdministrator())
  const bar = useRef<HTMLElement>(null)
  const confirmation = useRef<HTMLDialogElement>(null)
  // The status this page just moved the enquiry to: once it shows, focus goes back into the bar.
  const movedTo = useRef<EnquiryStatus>(null)

  useEffect(() => {
    if (movedTo.current !== enquiry.status) return
    movedTo.current = null
    const target = bar.current?.querySelector<HTMLElement>('button') ?? bar.current?.querySelector<HTMLElement>('h2')
    target?.focus({ preventScroll: true })
  }, [enquiry.status])

  const move = useMutation({
    mutationFn: (status: EnquiryStatus) => call(staffApi.changeStatus, { id: enquiry.id }, { status, from: enquiry.status }),
    onSuccess: (updated, status) => {
      movedTo.current = updated.status
      // The answer is the enquiry without its related ones, which a status change leaves as they were.
      queryClient.setQueryData(enquiryQuery(enquiry.id).queryKey, (shown) => (shown ? { ...shown, ...updated } : undefined))
      void refresh.lists()
      void showToast((toast) => toast.success(statusChangedNotice(enquiry.status, status)))
    },
    onError: (error) => {
      const status = apiStatus(error)
      if (status === 404 || status === 409) void Promise.all([refresh.enquiry(), refresh.lists()])
    },
  })

  return (
    <section
      ref={bar}
      aria-labelledby="status-heading"
      className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-navy-100 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(19_35_63/0.08)] sm:(static mx-0 border-0 bg-transparent p-0 shadow-none)"
    >
      <h2 id="status-heading" tabIndex={-1} className="font-semibold text-navy-900 outline-none sm:heading-md">
        {staffCopy.enquiry.updateStatus}
      </h2>
      {moves.length === 0 ? (
        <p className="mt-2 text-ink-soft">{staffCopy.enquiry.instructed}</p>
      ) : (
        <div className="mt-2 grid grid-flow-col auto-cols-fr gap-2 sm:(mt-3 flex flex-wrap gap-3)">
          {moves.map((status, index) => (
            <button
              key={status}
              type="button"
              disabled={move.isPending}
              // Instructed is asked about first: it takes the enquiry out of retention.
              onClick={() => (status === 'instructed' ? confirmation.current?.showModal() : move.mutate(status))}
              className={`${index === 0 ? 'btn-navy' : 'btn border-2 border-navy-700 bg-white text-navy-800 hover:bg-navy-50'} px-2 text-sm leading-tight sm:(px-5 text-base) disabled:(cursor-wait opacity-70)`}
            >
              {statusActionLabel(enquiry.status, status)}
            </button>
          ))}
        </div>
      )}
      <ConfirmInstructed
        dialog={confirmation}
        pending={move.isPending}
        onConfirm={() => {
          confirmation.current?.close()
          move.mutate('instructed')
        }}
      />
      <div role="alert">
        {move.error && apiStatus(move.error) !== 404 && (
          <p className="mt-3 rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm font-medium text-rust">{failureText(move.error)}</p>
        )}
      </div>
    </section>
  )
}
