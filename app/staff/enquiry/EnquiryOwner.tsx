import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { staffCopy } from '../../shared/content/staff.ts'
import type { StaffEnquiry } from '../../shared/staffApi.ts'
import * as staffApi from '../../shared/staffRoutes/enquiry.ts'
import { call } from '../api/staffRequests.ts'
import { apiStatus, failureText } from '../api/apiError.ts'
import { sessionQuery, staffAccountsQuery } from '../api/queries.ts'
import { useEnquiryRefresh } from '../api/useEnquiryRefresh.ts'
import { showToast } from '../ui/staffToast.ts'

const fieldClass = 'min-w-0 flex-1 rounded-md border border-navy-200 bg-white px-3 py-2.5 text-ink'

/** Each change says who owned it as seen here, so a colleague's change meanwhile is refused (409) and shown. */
export function EnquiryOwner({ enquiry }: { enquiry: StaffEnquiry }) {
  const { data: session } = useQuery(sessionQuery)
  const accounts = useQuery(staffAccountsQuery)
  const refresh = useEnquiryRefresh(enquiry.id)
  const heading = useRef<HTMLHeadingElement>(null)
  const me = session?.username
  const mine = me !== undefined && enquiry.assignee === me

  const [chosen, setChosen] = useState(enquiry.assignee ?? '')
  const [seen, setSeen] = useState(enquiry.assignee)
  if (enquiry.assignee !== seen) {
    setSeen(enquiry.assignee)
    setChosen(enquiry.assignee ?? '')
  }

  const assign = useMutation({
    mutationFn: (to: string | null) => call(staffApi.assign, { id: enquiry.id }, { to, from: enquiry.assignee }),
    onSuccess: async (_response, to) => {
      await Promise.all([refresh.enquiry(), refresh.lists()])
      void showToast((toast) => toast.success(to === me ? staffCopy.owner.taken : staffCopy.owner.reassigned(to)))
    },
    onError: (error) => {
      const status = apiStatus(error)
      if (status === 404 || status === 409) void Promise.all([refresh.enquiry(), refresh.lists()])
    },
  })

  // "Take it" is gone once it is done: focus goes to the heading, which now says it is theirs.
  const tookIt = useRef(false)
  useEffect(() => {
    if (mine && tookIt.current) {
      tookIt.current = false
      heading.current?.focus({ preventScroll: true })
    }
  }, [mine])

  const owner = enquiry.assignee === null ? staffCopy.owner.nobody : mine ? staffCopy.owner.you : staffCopy.owner.someone(enquiry.assignee)
  const colleagues = accounts.data?.map((account) => account.username) ?? []
  const failure = assign.error && apiStatus(assign.error) !== 404 && (apiStatus(assign.error) === 409 ? staffCopy.owner.conflict : failureText(assign.error))

  return (
    <section aria-labelledby="owner-heading" className="card mt-4 p-4 sm:p-6">
      <h2 id="owner-heading" ref={heading} tabIndex={-1} className="font-semibold text-navy-900 outline-none">
        {staffCopy.owner.heading}
      </h2>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <p>{owner}</p>
        {me && !mine && (
          <button
            type="button"
            disabled={assign.isPending}
            onClick={() => {
              tookIt.current = true
              assign.mutate(me)
            }}
            className="btn-navy min-h-12 px-6 disabled:(cursor-wait opacity-70)"
          >
            {staffCopy.owner.takeIt}
          </button>
        )}
      </div>
      <form
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault()
          assign.mutate(chosen || null)
        }}
      >
        <label htmlFor="reassign" className="block text-sm font-medium text-navy-900">
          {staffCopy.owner.giveTo}
        </label>
        <div className="mt-1.5 flex gap-2">
          <select id="reassign" value={chosen} onChange={(event) => setChosen(event.target.value)} className={fieldClass}>
            <option value="">{staffCopy.owner.nobodyOption}</option>
            {/* The owner stays a choice even while the list of colleagues is loading. */}
            {[...new Set([...(enquiry.assignee ? [enquiry.assignee] : []), ...colleagues])].map((username) => (
              <option key={username} value={username}>
                {username}
              </option>
            ))}
          </select>
          <button
            type="submit"
            disabled={assign.isPending || chosen === (enquiry.assignee ?? '')}
            className="btn border-2 border-navy-700 bg-white px-4 text-navy-800 hover:bg-navy-50 disabled:(cursor-not-allowed opacity-60)"
          >
            {staffCopy.owner.reassign}
          </button>
        </div>
      </form>
      <div role="alert">{failure && <p className="mt-3 rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm font-medium text-rust">{failure}</p>}</div>
    </section>
  )
}
