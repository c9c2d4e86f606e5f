import { createQueryClient } from '../../shared/queryClient.ts'
import { staffQueryFn } from './staffQueryFn.ts'

/**
 * A request made offline fails at once, and says so, instead of waiting unseen: a status change or
 * a deletion must happen when asked or not at all. Queries still refetch when the connection returns.
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
