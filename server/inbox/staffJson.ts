import type { EnquiryRecord, TimelineEntry } from '../../app/shared/enquiry/enquiryRecord.ts'
import { serviceLabel } from '../../app/shared/enquiry/serviceLabel.ts'
import type { AlertStatus, StaffEnquiry, StaffEnquiryDetail, TimelineEntryJson } from '../../app/shared/staffApi.ts'
import { toEnquiryJson } from '../enquiries/enquiryJson.ts'
import type { MailQueue, RelatedEnquiry } from '../store/store.ts'
import { phoneCountry } from './phoneCountry.ts'

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
  timeline: record.timeline.map(toTimelineJson),
})

/** One enquiry opened on its own, with the other enquiries from the same e-mail or phone. */
export const toStaffEnquiryDetail = (record: EnquiryRecord, related: RelatedEnquiry[]): StaffEnquiryDetail => ({
  ...toStaffEnquiry(record),
  related: related.map(({ id, createdAt, status, serviceType, matchedBy }) => ({ id, createdAt: createdAt.toISOString(), status, serviceType, matchedBy })),
})

/**
 * One enquiry as a file for a subject access request: everything kept of it, its timeline and
 * internal notes included, with the area of law in words beside the stored id, for a reader who
 * does not know our ids.
 */
export const toExportFile = (record: EnquiryRecord, exportedAt: Date) => ({
  exportedAt: exportedAt.toISOString(),
  areaOfLaw: serviceLabel(record.serviceType),
  enquiry: toStaffEnquiry(record),
})

export const toAlertStatus = (enabled: boolean, { waiting, failing, failingSince, lastError }: Awaited<ReturnType<MailQueue['status']>>): AlertStatus => ({
  enabled,
  waiting,
  failing,
  failingSince: failingSince?.toISOString() ?? null,
  lastError,
})
