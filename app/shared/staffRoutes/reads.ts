import { enquiriesPath } from '../enquiry/enquiriesPath.ts'
import {
  type AlertStatus,
  type AuditPage,
  AuditSearchSchema,
  type Factors,
  type InboxCounts,
  type InboxPage,
  InboxSearchSchema,
  type Preferences,
  type Report,
  type SessionSummary,
  type StaffAccountSummary,
  type StaffEnquiryDetail,
} from '../staffApi.ts'
import { json, route } from '../staffRoute.ts'

/** The staff API's GETs but the session's (session.ts): the screens' queries (app/staff/api/queries.ts) read them from the start. */

export const factors = route({ method: 'GET', path: '/api/staff/factors', answer: json<Factors>() })
export const staffAccounts = route({ method: 'GET', path: '/api/staff/accounts', answer: json<StaffAccountSummary[]>() })
export const preferences = route({ method: 'GET', path: '/api/staff/preferences', answer: json<Preferences>() })
export const sessions = route({ method: 'GET', path: '/api/staff/sessions', answer: json<SessionSummary[]>() })
export const audit = route({ method: 'GET', path: '/api/staff/audit', input: AuditSearchSchema, answer: json<AuditPage>() })
// Without a query, every enquiry whole, for scripts (docs/api.md).
export const enquiries = route({ method: 'GET', path: enquiriesPath, input: InboxSearchSchema, answer: json<InboxPage>() })
export const readEnquiry = route({ method: 'GET', path: `${enquiriesPath}/:id`, answer: json<StaffEnquiryDetail>() })
export const counts = route({ method: 'GET', path: '/api/staff/counts', answer: json<InboxCounts>() })
export const alerts = route({ method: 'GET', path: '/api/staff/alerts', answer: json<AlertStatus>() })
export const report = route({ method: 'GET', path: '/api/staff/report', answer: json<Report>() })
export const reportCsv = route({ method: 'GET', path: '/api/staff/report.csv', answer: 'file' })
