import type { Accreditation } from './types.ts'

/**
 * Memberships and regulatory standing of the (fictitious) firm; no invented award names. Legal aid
 * is work the firm does, not an accreditation: the Legal Services Agency Northern Ireland funds
 * legal aid but does not accredit firms (issue 26), so it is named as work, not as a status.
 */
export const accreditations: Accreditation[] = [
  {
    name: 'Law Society of Northern Ireland',
    description:
      'All of our solicitors are admitted in Northern Ireland and are members of the Law Society of Northern Ireland, which regulates the profession and sets the standards we work to.',
    icon: 'landmark',
  },
  {
    name: 'Legal Aid Work',
    description:
      'We undertake legal aid work funded through the Legal Services Agency Northern Ireland, so clients who qualify can receive advice and representation with the help of legal aid.',
    icon: 'scale',
  },
  {
    name: 'Regulated Client Account',
    description:
      'Money we hold for clients is kept in a separate client account under the Law Society’s accounts rules and is checked each year by an independent accountant. We also hold professional indemnity insurance.',
    icon: 'shield',
  },
  {
    name: 'North West Business Community',
    description:
      'We are proud members of the chamber of commerce for the north west, supporting local businesses and community initiatives in Derry/Londonderry and the surrounding area.',
    icon: 'handshake',
  },
]
