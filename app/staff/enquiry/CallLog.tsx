import { useMutation } from '@tanstack/react-query'
import { Icon } from '../../shared/components/Icon.tsx'
import { staffCopy } from '../../shared/content/staff.ts'
import { callOutcomes, type CallOutcome } from '../../shared/enquiry/enquiryRecord.ts'
import * as staffApi from '../../shared/staffRoutes/enquiry.ts'
import { call } from '../api/staffRequests.ts'
import { apiStatus, failureText } from '../api/apiError.ts'
import { useEnquiryRefresh } from '../api/useEnquiryRefresh.ts'
import { showToast } from '../ui/staffToast.ts'

/** One tap after the call, by how it went: the timeline keeps who and when, and a call that reached them is the first contact. */
export function CallLog({ id }: { id: string }) {
  const refresh = useEnquiryRefresh(id)
  const log = useMutation({
    mutationFn: (outcome: CallOutcome) => call(staffApi.logCall, { id }, { outcome }),
    onSuccess: async () => {
      await Promise.all([refresh.enquiry(), refresh.lists()])
      void showToast((toast) => toast.success(staffCopy.calls.logged))
    },
    onError: (error) => {
      if (apiStatus(error) === 404) void refresh.enquiry()
    },
  })
  const failure = log.error && apiStatus(log.error) !== 404 && failureText(log.error)
  return (
    <section aria-labelledby="calls-heading" className="card mt-4 p-4 sm:p-6">
      <h2 id="calls-heading" className="font-semibold text-navy-900">
        {staffCopy.calls.heading}
      </h2>
      <p id="calls-hint" className="mt-1 text-sm text-ink-soft">
        {staffCopy.calls.hint}
      </p>
      <fieldset className="mt-3" aria-describedby="calls-hint">
        <legend className="text-sm font-medium text-navy-900">{staffCopy.calls.outcome}</legend>
        <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
          {callOutcomes.map((outcome) => (
            <button
              key={outcome}
              type="button"
              disabled={log.isPending}
              onClick={() => log.mutate(outcome)}
              className="btn min-h-12 border-2 border-navy-700 bg-white text-navy-800 hover:bg-navy-50 disabled:(cursor-wait opacity-70)"
            >
              {log.isPending && log.variables === outcome && <Icon name="loader-circle" className="animate-spin" />}
              {staffCopy.calls.outcomes[outcome]}
            </button>
          ))}
        </div>
      </fieldset>
      <div role="alert">{failure && <p className="mt-3 rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm font-medium text-rust">{failure}</p>}</div>
    </section>
  )
}
