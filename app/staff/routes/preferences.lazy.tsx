import { useQuery } from '@tanstack/react-query'
import { createLazyRoute } from '@tanstack/react-router'
import { staffCopy } from '../../shared/content/staff.ts'
import { preferencesQuery } from '../api/queries.ts'
import { PreferencesForm } from '../preferences/PreferencesForm.tsx'
import { LoadFailed } from '../ui/RouteStates.tsx'
import { useDocumentTitle } from '../ui/useDocumentTitle.ts'

export const Route = createLazyRoute('/signed-in/staff/preferences')({
  component: PreferencesScreen,
})

function PreferencesScreen() {
  const preferences = useQuery(preferencesQuery)
  useDocumentTitle(staffCopy.documentTitle(staffCopy.preferences.screen))
  return (
    <>
      <h1 className="heading-lg mt-4 text-navy-900 md:mt-6">{staffCopy.preferences.heading}</h1>
      {preferences.isPending && (
        <p role="status" className="mt-6 text-ink-soft">
          {staffCopy.preferences.loading}
        </p>
      )}
      {preferences.isError && !preferences.data && (
        <LoadFailed what={staffCopy.preferences.what} error={preferences.error} retry={() => void preferences.refetch()} />
      )}
      {preferences.data && <PreferencesForm preferences={preferences.data} />}
    </>
  )
}
