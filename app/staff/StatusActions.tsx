import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../shared/queryClient.ts'
import { apiStatus, failureText } from './apiError.ts'
import { nextStatuses, staffPaths, type EnquiryStatus, type StaffEnquiry } from '../shared/staffApi.ts'
import { enquiryQuery } from './queries.ts'
import { statusActionLabel, statusChangedNotice } from './statusActions.ts'
import { useEnquiryRefresh } from './useEnquiryRefresh.ts'
import { showToast } from './showToast.ts'

/**
 * The moves open to this enquiry from where it stands. Each says which status it was moved from,
 * so if a colleague moved it first the server refuses (409), and the page shows theirs.
 */
export function StatusActions({ enquiry }: { enquiry: StaffEnquiry }) {
  const queryClient = useQueryClient()
  const refresh = useEnquiryRefresh(enquiry.id)
  const moves = nextStatuses[enquiry.status]

  const move = useMutation({
    mutationFn: async (status: EnquiryStatus) => {
      const response = await apiRequest('PATCH', staffPaths.enquiry(enquiry.id), { status, from: enquiry.status })
      const updated: StaffEnquiry = await response.json()
      return updated
    },
    onSuccess: (updated, status) => {
      queryClient.setQueryData(enquiryQuery(enquiry.id).queryKey, updated)
      void refresh.lists()
      void showToast((toast) => toast.success(statusChangedNotice(enquiry.status, status)))
    },
    onError: (error) => {
      const status = apiStatus(error)
      if (status === 404 || status === 409) void Promise.all([refresh.enquiry(), refresh.lists()])
    },
  })

  return (
    <section aria-labelledby="status-heading" className="mt-8">
      <h2 id="status-heading" className="heading-md text-navy-900">
        Update status
      </h2>
      {moves.length === 0 ? (
        <p className="mt-2 text-ink-soft">An instructed enquiry belongs to a client file now, and stays as it is.</p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          {moves.map((status, index) => (
            <button
              key={status}
              type="button"
              disabled={move.isPending}
              onClick={() => move.mutate(status)}
              className={`${index === 0 ? 'btn-navy' : 'btn border-2 border-navy-700 bg-white text-navy-800 hover:bg-navy-50'} disabled:(cursor-wait opacity-70)`}
            >
              {statusActionLabel(enquiry.status, status)}
            </button>
          ))}
        </div>
      )}
      <div role="alert">
        {move.error && apiStatus(move.error) !== 404 && (
          <p className="mt-3 rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm font-medium text-rust">{failureText(move.error)}</p>
        )}
      </div>
    </section>
  )
}
