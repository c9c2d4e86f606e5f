import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getQueryFn } from '../../shared/queryClient.ts'
import type { AuditSearch, InboxSearch } from '../../shared/staffApi.ts'
import * as staffApi from '../../shared/staffRoutes/reads.ts'
import { session } from '../../shared/staffRoutes/session.ts'
import type { Output } from '../../shared/staffRoute.ts'
import { inboxPageSearch } from '../inbox/inboxSearch.ts'
import { apiStatus } from './apiError.ts'
import { staffQuery } from './staffRequests.ts'

export const sessionQuery = queryOptions({
  queryKey: [session.path],
  queryFn: getQueryFn<Output<typeof session>>({ on401: 'returnNull' }),
})

/** Enquiries arrive and change while the inbox is open, so unlike the spec's default these are refetched. */
const keptFresh = { refetchInterval: 60_000, refetchOnWindowFocus: true, staleTime: 30_000 } as const

export const inboxPageQuery = (search: InboxSearch) =>
  staffQuery({ route: staffApi.enquiries, query: inboxPageSearch(search), ...keptFresh, placeholderData: keepPreviousData })

/** A deleted enquiry's screen says so and stops asking. */
export const enquiryQuery = (id: string) =>
  staffQuery({
    route: staffApi.readEnquiry,
    params: { id },
    ...keptFresh,
    refetchInterval: (query) => (apiStatus(query.state.error) === 404 ? false : keptFresh.refetchInterval),
  })

/** Often, so a new enquiry shows in an open inbox within seconds (useInboxCounts refreshes the list when a figure moves). */
export const countsQuery = staffQuery({ route: staffApi.counts, refetchInterval: 5_000, refetchOnWindowFocus: true, staleTime: 0 })

export const alertsQuery = staffQuery({ route: staffApi.alerts, ...keptFresh })

/** The colleagues an enquiry can be given to: accounts change rarely, so fetched once a screen. */
export const staffAccountsQuery = staffQuery({ route: staffApi.staffAccounts, staleTime: 5 * 60_000 })

export const reportQuery = staffQuery({ route: staffApi.report, staleTime: 0 })

export const preferencesQuery = staffQuery({ route: staffApi.preferences, staleTime: 0 })

export const factorsQuery = staffQuery({ route: staffApi.factors, staleTime: 0 })

export const sessionsQuery = staffQuery({ route: staffApi.sessions, staleTime: 0 })

/** One page of the audit log, filtered as the address says (page 1 and no filter: the bare path). */
export const auditQuery = ({ page, actor, action, enquiry }: AuditSearch) =>
  staffQuery({
    route: staffApi.audit,
    query: { page: page && page > 1 ? page : undefined, actor: actor || undefined, action, enquiry: enquiry || undefined },
    staleTime: 0,
    placeholderData: keepPreviousData,
  })
