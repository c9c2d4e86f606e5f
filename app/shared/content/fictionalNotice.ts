import { firm } from './firm.ts'

/**
 * The statement every page shows while `firm.fictional` is true (in the footer, and on About and
 * Team beside the people it names): the firm, its admissions, memberships, reviews and cases are
 * invented, and a visitor must be able to see that without reading the code (issue 26).
 */
export const fictionalNotice = {
  heading: 'A demonstration website',
  text: `${firm.name} is a fictional firm. Everyone named on this site, and every review and case described on it, is invented; nobody here is a real solicitor or client.`,
  /** Leads every page's description and link preview, where a search result or a shared link shows no footer (issue 36 item 2). */
  preview: `A demonstration website: ${firm.name} is a fictional firm.`,
  /** After the title in link previews, for the same reason. */
  previewTitle: '(demonstration)',
  /**
   * At the enquiry form, before Submit, and in place of the promise of a reply (issue 36 item 1):
   * real people type real problems into a form that works.
   */
  form: {
    heading: 'This form is a demonstration',
    text: `Nobody will read or answer what you send here: ${firm.name} does not exist. If you need legal advice, contact a real solicitor; the Law Society of Northern Ireland lists them. Please do not send details of a real legal problem.`,
  },
  /** Who replies to an enquiry, where a page introduces the form: nobody, while fictional. */
  whoReplies: firm.fictional
    ? `At a real firm a member of the team would reply ${firm.hours.promise}; at this demonstration nobody will.`
    : `A member of our team will reply ${firm.hours.promise}.`,
  /** The confirmation and toast after sending, while fictional. */
  sent: 'This is a demonstration: your enquiry was stored, but nobody will read or answer it.',
}
