import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { countsQuery } from '../api/queries.ts'
import { isInboxPageKey } from './inboxSearch.ts'

/** Each view's figure, asked for every few seconds; when one moves (an arrival, a colleague's change), the list is fetched again. */
export function useInboxCounts() {
  const queryClient = useQueryClient()
  const { data } = useQuery(countsQuery)
  const seen = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!data) return
    const figures = JSON.stringify(data)
    if (seen.current !== undefined && seen.current !== figures) void queryClient.invalidateQueries({ predicate: (query) => isInboxPageKey(query.queryKey) })
    seen.current = figures
  }, [data, queryClient])
  return data
}
