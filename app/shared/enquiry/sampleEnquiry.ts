import type { OutgoingEnquiry } from './sendEnquiry.ts'

/** A plausible enquiry for tests, with a fresh id unless one is given. */
export const sampleEnquiry = (overrides: Partial<OutgoingEnquiry> = {}): OutgoingEnquiry => ({
  id: crypto.randomUUID(),
  firstName: 'Aoife',
  lastName: 'Brennan',
  email: 'aoife@example.com',
  phone: '028 9649 6123',
  serviceType: '',
  details: 'I was hurt in a fall at work last month.',
  ...overrides,
})
