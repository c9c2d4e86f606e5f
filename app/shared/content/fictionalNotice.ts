import { firm } from './firm.ts'
import { lawSocietyDirectory, realHelp } from './realHelp.ts'
import { whileFictional } from './whileFictional.ts'

/** While `firm.fictional`, a visitor must see without reading the code that the firm, its people, reviews and cases are invented. */
export const fictionalNotice = {
  heading: 'A demonstration website',
  text: `${firm.name} is a fictional firm. Everyone named on this site, and every review and case described on it, is invented; nobody here is a real solicitor or client.`,
  /** First on every page, before the header's phone and address: short, so that it is read. */
  top: {
    text: 'Demonstration: this firm is fictional; nobody answers its phone, e-mail or form.',
    help: realHelp.findASolicitor,
    href: lawSocietyDirectory.href,
  },
  /** Leads every description and link preview, where a search result or a shared link shows no footer. */
  preview: `A demonstration website: ${firm.name} is a fictional firm.`,
  previewTitle: '(demonstration)',
  /** Real people type real problems into a form that works. */
  form: {
    heading: 'This form is a demonstration',
    text: `Nobody will read or answer what you send here: ${firm.name} does not exist. If you need legal advice, contact a real solicitor: ${lawSocietyDirectory.label} (${lawSocietyDirectory.site}) lists them. Please do not send details of a real legal problem.`,
  },
  /** Who replies to an enquiry, where a page introduces the form: nobody, while fictional. */
  whoReplies: whileFictional(
    `At a real firm a member of the team would reply ${firm.hours.promise}; at this demonstration nobody will.`,
    `A member of our team will reply ${firm.hours.promise}.`,
  ),
  sent: 'This is a demonstration: your enquiry was stored, but nobody will read or answer it.',
}

/** Every <title>, where a tab, a bookmark or a search result shows the page with nothing else. */
export const pageTitle = (title: string) => whileFictional(`${title} ${fictionalNotice.previewTitle}`, title)
