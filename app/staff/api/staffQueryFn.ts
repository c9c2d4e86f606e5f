import type { QueryFunction } from '@tanstack/react-query'
import { ApiError } from '../../shared/apiError.ts'
import { backgroundHeader } from '../../shared/staffApi.ts'

/** A fetch again of what a screen already asked for is marked background: the server counts no staff action, so an unattended tab still times out. */
export const staffQueryFn: QueryFunction = async ({ client, queryKey, signal }) => {
  const state = client.getQueryState(queryKey)
  const shown = state !== undefined && (state.dataUpdatedAt > 0 || state.errorUpdatedAt > 0)
  const response = await fetch(String(queryKey[0]), {
    credentials: 'include',
    signal,
    headers: shown ? { [backgroundHeader]: '1' } : {},
  })
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
  return response.json()
}
