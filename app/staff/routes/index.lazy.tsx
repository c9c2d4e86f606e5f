import { createLazyRoute } from '@tanstack/react-router'
import { AlertsOffNote } from '../inbox/AlertsBanner.tsx'
import { staffCopy } from '../../shared/content/staff.ts'
import { InboxFilters } from '../inbox/InboxFilters.tsx'
import { InboxResults } from '../inbox/InboxResults.tsx'
import { InboxViews } from '../inbox/InboxViews.tsx'
import { useInboxCounts } from '../inbox/useInboxCounts.ts'
import { useDocumentTitle } from '../ui/useDocumentTitle.ts'
import { useMinuteClock } from '../ui/useMinuteClock.ts'

export const Route = createLazyRoute('/signed-in/staff')({
  component: InboxScreen,
})

function InboxScreen() {
  const search = Route.useSearch()
  const now = useMinuteClock()
  const counts = useInboxCounts()
  // Figures only, never a name: the title stays in the browser's history.
  useDocumentTitle(staffCopy.documentTitle(counts ? staffCopy.views.titleCounts(counts.overdue, counts.unassigned) : undefined))
  return (
    <>
      <h1 className="heading-lg mt-4 text-navy-900 md:mt-6">{staffCopy.inbox.heading}</h1>
      <InboxViews search={search} counts={counts} />
      <InboxFilters search={search} />
      <InboxResults search={search} now={now} />
      <p className="mt-8 max-w-3xl text-sm text-ink-soft">{staffCopy.replyPromise}</p>
      <AlertsOffNote />
    </>
  )
}
