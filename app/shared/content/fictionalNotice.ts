import { firm } from './firm.ts'

/**
 * The statement every page shows while `firm.fictional` is true (in the footer, and on About and
 * Team beside the people it names): the firm, its admissions, memberships, reviews and cases are
 * invented, and a visitor must be able to see that without reading the code (issue 26).
 */
export const fictionalNotice = {
  heading: 'A demonstration website',
  text: `${firm.name} is a fictional firm. Everyone named on this site, and every review and case described on it, is invented; nobody here is a real solicitor or client.`,
}
