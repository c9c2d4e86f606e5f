import type { OutgoingEnquiry } from './sendEnquiry.ts'

/** A plausible enquiry for tests, as the form sends it (the phone as E.164), with a fresh id unless one is given. */
export const sampleEnquiry = (overrides: Partial<OutgoingEnquiry> = {}): OutgoingEnquiry => ({
  id: crypto.randomUUID(),
  firstName: 'Aoife',
  lastName: 'Brennan',
  email: 'aoife@example.com',
  phone: '+442896496123',
  serviceType: '',
  otherParty: '',
  details: 'I was hurt in a fall at work last month.',
  heardFrom: '',
  sentFrom: '/contact',
  ...overrides,
})
