import type { EnquiryRecord } from '../../app/shared/enquiry/enquiryRecord.ts'
import { serviceLabel } from '../../app/shared/enquiry/serviceLabel.ts'
import type { AlertStatus, StaffEnquiry } from '../../app/shared/staffApi.ts'
import { toEnquiryJson } from '../enquiries/enquiryJson.ts'
import type { AlertQueue } from '../store/store.ts'

/** The staff API's answers, made from what the store returns: times become ISO strings here and nowhere else. */

export const toStaffEnquiry = (record: EnquiryRecord): StaffEnquiry => ({
  ...toEnquiryJson(record),
  status: record.status,
  history: record.history.map(({ status, at, by }) => ({ status, at: at.toISOString(), by })),
})

/**
 * One enquiry as a file for a subject access request, with the area of law in words beside the
 * stored id, for a reader who does not know our ids.
 */
export const toExportFile = (record: EnquiryRecord, exportedAt: Date) => ({
  exportedAt: exportedAt.toISOString(),
  areaOfLaw: serviceLabel(record.serviceType),
  enquiry: toStaffEnquiry(record),
})

export const toAlertStatus = (enabled: boolean, { waiting, failing, failingSince, lastError }: Awaited<ReturnType<AlertQueue['status']>>): AlertStatus => ({
  enabled,
  waiting,
  failing,
  failingSince: failingSince?.toISOString() ?? null,
  lastError,
})
