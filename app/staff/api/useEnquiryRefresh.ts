import { useQueryClient } from '@tanstack/react-query'
import { enquiryQuery } from './queries.ts'
import { isInboxPageKey } from '../inbox/inboxSearch.ts'

/**
 * After a change to an enquiry, or a refusal that says it changed under us (409) or went (404):
 * fetch it again, so the page shows what the server holds, and mark every page of the list stale.
 */
export function useEnquiryRefresh(id: string) {
  const queryClient = useQueryClient()
  return {
    enquiry: () => queryClient.invalidateQueries({ queryKey: enquiryQuery(id).queryKey }),
    lists: () => queryClient.invalidateQueries({ predicate: (query) => isInboxPageKey(query.queryKey) }),
  }
}
