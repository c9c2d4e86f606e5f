import { createQueryClient } from '../../shared/queryClient.ts'
import { staffQueryFn } from './staffQueryFn.ts'

/**
 * The spec's query client, except that a request made offline fails at once, and says so,
 * instead of waiting unseen for the connection: a status change or a deletion must happen when
 * it is asked for or not at all, never later when nobody remembers asking. Queries are still
 * fetched again when the connection returns (which that mode would otherwise turn off). A
 * refetch of what is on screen is marked as background (staffQueryFn.ts).
 */
export function createStaffQueryClient() {
  const client = createQueryClient()
  const { queries, mutations } = client.getDefaultOptions()
  client.setDefaultOptions({
    queries: { ...queries, queryFn: staffQueryFn, networkMode: 'always', refetchOnReconnect: true },
    mutations: { ...mutations, networkMode: 'always' },
  })
  return client
}
