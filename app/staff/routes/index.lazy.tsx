import { createLazyRoute } from '@tanstack/react-router'
import { staffCopy } from '../copy.ts'
import { InboxFilters } from '../InboxFilters.tsx'
import { InboxResults } from '../InboxResults.tsx'
import { useDocumentTitle } from '../useDocumentTitle.ts'
import { useMinuteClock } from '../useMinuteClock.ts'

export const Route = createLazyRoute('/signed-in/staff')({
  component: InboxScreen,
})

/** The enquiries, newest first, with the time left to reply to each new one. */
function InboxScreen() {
  const search = Route.useSearch()
  const now = useMinuteClock()
  useDocumentTitle(staffCopy.documentTitle())
  return (
    <>
      <h1 className="heading-lg mt-6 text-navy-900">Enquiries</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">{staffCopy.replyPromise}</p>
      <InboxFilters search={search} />
      <InboxResults search={search} now={now} />
    </>
  )
}
