import type { Accreditation } from './types.ts'

/** No invented awards or memberships; the Legal Services Agency NI funds legal aid but accredits no firm, so legal aid is named as work. */
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
    name: 'Client Account',
    // The Law Society's accounts regulations are made under Art. 33 of the Solicitors (NI) Order 1976
    // ("Regulations as to keeping of accounts by solicitors", legislation.gov.uk, read 27 November
    // 2026) and bind every solicitor in private practice: a duty, not a distinction.
    description:
      'Like every solicitors’ firm in Northern Ireland, we must by law keep money we hold for clients in a separate client account under the Law Society’s accounts rules, checked each year by an independent accountant. Every firm must also hold professional indemnity insurance, and we do.',
    icon: 'shield',
  },
]
