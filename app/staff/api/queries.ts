import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getQueryFn } from '../../shared/queryClient.ts'
import {
  staffPaths,
  type AlertStatus,
  type AuditPage,
  type AuditSearch,
  type Factors,
  type InboxCounts,
  type InboxPage,
  type InboxSearch,
  type Preferences,
  type Report,
  type SessionSummary,
  type StaffAccountSummary,
  type StaffEnquiryDetail,
  type StaffSession,
} from '../../shared/staffApi.ts'
import { inboxPageUrl } from '../inbox/inboxSearch.ts'
import { apiStatus } from './apiError.ts'

export const sessionQuery = queryOptions({
  queryKey: [staffPaths.session],
  queryFn: getQueryFn<StaffSession>({ on401: 'returnNull' }),
})

/** Enquiries arrive and change while the inbox is open, so unlike the spec's default these are refetched. */
const keptFresh = { refetchInterval: 60_000, refetchOnWindowFocus: true, staleTime: 30_000 } as const

export const inboxPageQuery = (search: InboxSearch) =>
  queryOptions<InboxPage>({ queryKey: [inboxPageUrl(search)], ...keptFresh, placeholderData: keepPreviousData })

/** A deleted enquiry's screen says so and stops asking. */
export const enquiryQuery = (id: string) =>
  queryOptions<StaffEnquiryDetail>({
    queryKey: [staffPaths.enquiry(id)],
    ...keptFresh,
    refetchInterval: (query) => (apiStatus(query.state.error) === 404 ? false : keptFresh.refetchInterval),
  })

/** Often, so a new enquiry shows in an open inbox within seconds (useInboxCounts refreshes the list when a figure moves). */
export const countsQuery = queryOptions<InboxCounts>({ queryKey: [staffPaths.counts], refetchInterval: 5_000, refetchOnWindowFocus: true, staleTime: 0 })

export const alertsQuery = queryOptions<AlertStatus>({ queryKey: [staffPaths.alerts], ...keptFresh })

/** The colleagues an enquiry can be given to: accounts change rarely, so fetched once a screen. */
export const staffAccountsQuery = queryOptions<StaffAccountSummary[]>({ queryKey: [staffPaths.staff], staleTime: 5 * 60_000 })

export const reportQuery = queryOptions<Report>({ queryKey: [staffPaths.report], staleTime: 0 })

export const preferencesQuery = queryOptions<Preferences>({ queryKey: [staffPaths.preferences], staleTime: 0 })

export const factorsQuery = queryOptions<Factors>({ queryKey: [staffPaths.factors], staleTime: 0 })

export const sessionsQuery = queryOptions<SessionSummary[]>({ queryKey: [staffPaths.sessions], staleTime: 0 })

/** One page of the audit log, filtered as the address says (page 1 and no filter: the bare path). */
export const auditQuery = ({ page, actor, action, enquiry }: AuditSearch) => {
  const query = new URLSearchParams({
    ...(page && page > 1 ? { page: String(page) } : {}),
    ...(actor ? { actor } : {}),
    ...(action ? { action } : {}),
    ...(enquiry ? { enquiry } : {}),
  }).toString()
  return queryOptions<AuditPage>({ queryKey: [query ? `${staffPaths.audit}?${query}` : staffPaths.audit], staleTime: 0, placeholderData: keepPreviousData })
}
