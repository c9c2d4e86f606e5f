import { firm } from '../shared/content/firm.ts'
import { replyWithinHours } from '../shared/staffApi.ts'

/** The staff app's sentences, kept together so the wording can be read and changed in one place. */
export const staffCopy = {
  appName: 'Inbox',
  firmName: firm.name,
  documentTitle: (screen?: string) => [screen, 'Inbox', firm.name].filter(Boolean).join(' — '),
  offline: 'You are offline. The inbox needs a connection; nothing from it is kept on this device.',
  replyPromise: `The site promises visitors a reply ${firm.responsePromise}. The ${replyWithinHours} hours are counted in clock hours from when the enquiry arrived, nights and weekends included.`,
  noEnquiries: 'The inbox is empty. New enquiries appear here as they arrive.',
  noMatches: 'No enquiries match these filters.',
  gone: {
    heading: 'This enquiry is no longer in the inbox',
    body: 'It may have been deleted by a colleague.',
  },
  confirmDelete: {
    heading: 'Delete this enquiry?',
    body: 'This cannot be undone.',
  },
  /** At the foot of the inbox: said to everyone, addressed to whoever runs the server. */
  alertsOff:
    'E-mail alerts are off: nobody is e-mailed when an enquiry arrives, so check this inbox for new ones. Whoever runs the server turns them on with the SMTP_URL and NOTIFY_TO settings (docs/operating.md, “Alerts”).',
  filters: 'Filter and search',
  noDetails: 'No details given',
} as const
