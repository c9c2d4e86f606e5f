import { statusLabels, type EnquiryStatus } from '../../shared/enquiry/status.ts'

const tones: Record<EnquiryStatus, string> = {
  new: 'bg-brass-100 text-navy-900',
  contacted: 'bg-teal-light text-teal',
  instructed: 'bg-moss-light text-moss',
  closed: 'bg-slate-light text-slate',
}

/** Where an enquiry stands, in words; the colour only repeats them. */
export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${tones[status]}`}>{statusLabels[status]}</span>
}
