import type { QueryFunction } from '@tanstack/react-query'
import { ApiError } from '../../shared/apiError.ts'
import { backgroundHeader } from '../../shared/staffApi.ts'

/**
 * GETs the query's address. Fetching again what a screen already shows (the minute's polling,
 * a refetch on returning to the tab, a list marked stale) is background work nobody asked for:
 * it says so, so the server does not count it as a staff action and an unattended tab still
 * times out. The first fetch of a screen's data is the person opening it.
 */
export const staffQueryFn: QueryFunction = async ({ client, queryKey, signal }) => {
  const shown = client.getQueryData(queryKey) !== undefined
  const response = await fetch(String(queryKey[0]), {
    credentials: 'include',
    signal,
    headers: shown ? { [backgroundHeader]: '1' } : {},
  })
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
  return response.json()
}
