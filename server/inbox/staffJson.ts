import type { EnquiryRecord, TimelineEntry } from '../../app/shared/enquiry/enquiryRecord.ts'
import { serviceLabel } from '../../app/shared/enquiry/serviceLabel.ts'
import type { AlertStatus, InboxItem, StaffEnquiry, StaffEnquiryDetail, TimelineEntryJson } from '../../app/shared/staffApi.ts'
import { toEnquiryJson } from '../enquiries/enquiryJson.ts'
import type { MailStatus, RelatedEnquiry } from '../store/store.ts'
import { phoneCountry, phoneDisplay } from './phoneCountry.ts'

/** The staff API's answers, made from what the store returns: times become ISO strings here and nowhere else. */

const toTimelineJson = (entry: TimelineEntry): TimelineEntryJson => ({ ...entry, at: entry.at.toISOString() }) as TimelineEntryJson

export const toStaffEnquiry = (record: EnquiryRecord): StaffEnquiry => ({
  ...toEnquiryJson(record),
  status: record.status,
  held: record.held,
  assignee: record.assignee,
  replyDueAt: record.replyDueAt?.toISOString() ?? null,
  firstContactAt: record.firstContactAt?.toISOString() ?? null,
  phoneCountry: phoneCountry(record.phone),
  phoneDisplay: phoneDisplay(record.phone),
  timeline: record.timeline.map(toTimelineJson),
})

export const toInboxItem = (record: EnquiryRecord): InboxItem => ({
  id: record.id,
  createdAt: record.createdAt.toISOString(),
  firstName: record.firstName,
  lastName: record.lastName,
  serviceType: record.serviceType,
  status: record.status,
  held: record.held,
  assignee: record.assignee,
  replyDueAt: record.replyDueAt?.toISOString() ?? null,
  firstContactAt: record.firstContactAt?.toISOString() ?? null,
})

export const toStaffEnquiryDetail = (record: EnquiryRecord, related: RelatedEnquiry[], conflicts: StaffEnquiryDetail['conflicts']): StaffEnquiryDetail => ({
  ...toStaffEnquiry(record),
  related: related.map(({ id, createdAt, status, serviceType, matchedBy }) => ({ id, createdAt: createdAt.toISOString(), status, serviceType, matchedBy })),
  conflicts,
})

/** What an export calls a member of staff: the file goes to the enquirer, who needs to know a role, not a colleague's username. */
export const staffRole = 'staff'
const byRole = (by: string) => (by === 'website' ? by : staffRole)
function asRole(entry: TimelineEntry): TimelineEntry {
  if (entry.kind === 'assigned') return { ...entry, by: byRole(entry.by), to: entry.to === null ? null : staffRole }
  if (entry.kind === 'returned') return { ...entry, by: byRole(entry.by), from: staffRole }
  return { ...entry, by: byRole(entry.by) }
}

export const toExportFile = (record: EnquiryRecord, exportedAt: Date) => ({
  exportedAt: exportedAt.toISOString(),
  areaOfLaw: serviceLabel(record.serviceType),
  enquiry: toStaffEnquiry({ ...record, assignee: record.assignee === null ? null : staffRole, timeline: record.timeline.map(asRole) }),
})

export const toAlertStatus = (enabled: boolean, { waiting, failing, failingSince, lastError, lastRefusal }: MailStatus): AlertStatus => ({
  enabled,
  waiting,
  failing,
  failingSince: failingSince?.toISOString() ?? null,
  lastError,
  lastRefusal: lastRefusal && { at: lastRefusal.at.toISOString(), error: lastRefusal.error },
})
