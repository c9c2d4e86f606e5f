import type { QueryFunction } from '@tanstack/react-query'
import { ApiError } from '../../shared/apiError.ts'
import { backgroundHeader } from '../../shared/staffApi.ts'

/**
 * Refetching what a screen already shows (polling, tab focus, a stale list) is marked background, so
 * the server does not count it as a staff action and an unattended tab still times out.
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
