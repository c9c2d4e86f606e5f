import { useQueryClient } from '@tanstack/react-query'
import { enquiryQuery } from './queries.ts'
import { isInboxPageKey } from '../inbox/inboxSearch.ts'

/** After a change, or a 409 or 404 saying it changed or went: fetch it again, and mark every page of the list stale. */
export function useEnquiryRefresh(id: string) {
  const queryClient = useQueryClient()
  return {
    enquiry: () => queryClient.invalidateQueries({ queryKey: enquiryQuery(id).queryKey }),
    lists: () => queryClient.invalidateQueries({ predicate: (query) => isInboxPageKey(query.queryKey) }),
  }
}
