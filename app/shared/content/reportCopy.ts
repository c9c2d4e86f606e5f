import { firm } from './firm.ts'

/** The report screen's words (app/staff/report), apart from staffCopy: only the report and its CSV use them. */
export const reportCopy = {
  screen: 'Report',
  heading: 'The reply promise, measured',
  loading: 'Loading the report…',
  what: 'The report',
  withinPromise: (percent: number) => `${percent}%`,
  headline: `of the last 12 weeks' enquiries that have come due were first contacted within the promise: a reply ${firm.hours.promise}.`,
  noneYet: 'No enquiry of the last 12 weeks has come due yet, so there is no share to give.',
  explained:
    'An enquiry has come due once it is contacted or its reply-due time has passed. First contact is the first call in which staff spoke to the enquirer or left a message, or the first e-mail reply sent from the inbox; notes, owners and statuses are not contacts. Hours are the office’s working hours from arrival, or from release for a held enquiry. Held enquiries are counted, not measured. Counts only: no names or details.',
  weeks: 'Week by week, this week first',
  inTimeOf: (inTime: number, due: number) => `${inTime} of ${due}`,
  byArea: 'By area of law',
  byAssignee: 'By owner',
  bySource: 'By how they heard of us',
  byPage: 'By the page they sent it from',
  columns: {
    week: 'Week of',
    area: 'Area of law',
    assignee: 'Owner',
    source: 'How they heard of us',
    page: 'Page',
    received: 'Received',
    held: 'Held',
    inTime: 'In time',
    median: 'Median hours',
  },
  unassigned: 'Unassigned',
  notSaid: 'Did not say',
  pageNotRecorded: 'Not recorded',
  noArea: 'No area given',
  none: '—',
  csv: 'Download the report (CSV)',
}
