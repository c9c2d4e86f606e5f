import { createQueryClient } from '../../shared/queryClient.ts'
import { staffQueryFn } from './staffQueryFn.ts'

/** Offline, a request fails at once and says so: a status change or a deletion happens when asked or not at all. Queries refetch on reconnecting. */
export function createStaffQueryClient() {
  const client = createQueryClient()
  const { queries, mutations } = client.getDefaultOptions()
  client.setDefaultOptions({
    queries: { ...queries, queryFn: staffQueryFn, networkMode: 'always', refetchOnReconnect: true },
    mutations: { ...mutations, networkMode: 'always' },
  })
  return client
}
