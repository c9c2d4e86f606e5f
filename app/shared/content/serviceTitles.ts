import type { ServiceId } from './types.ts'

/** Apart from services.ts, so the staff inbox can name an enquiry's service without downloading the pages' text. */
export const serviceTitles: Record<ServiceId, string> = {
  'personal-injury': 'Personal Injury / Litigation',
  'road-traffic': 'Road Traffic Accidents',
  conveyancing: 'Conveyancing / Property Law',
  licensing: 'Licensing',
  'family-law': 'Family Law / Divorce',
  'criminal-defence': 'Criminal Defence',
  'wills-probate': 'Wills, Probate & Enduring Powers of Attorney',
  'company-corporate': 'Company / Corporate',
}

/** The enquiry form's "Area of law" answer for a visitor who does not know which area applies. */
export const notSureArea = { id: 'not-sure', title: 'Not sure' } as const
