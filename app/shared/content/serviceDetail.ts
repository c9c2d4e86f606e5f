import type { IconName } from '../components/iconNames.ts'
import { firm } from './firm.ts'

/** Copy shared by all eight service pages (docs/specification.md, "Service detail"). */
export const serviceDetail = {
  badges: [
    { label: 'Expert Legal Team', icon: 'users' },
    { label: 'Proven Results', icon: 'trophy' },
    { label: 'Professional Service', icon: 'badge-check' },
  ] satisfies Array<{ label: string; icon: IconName }>,
  whyChoose: [
    {
      title: 'Expert Team',
      icon: 'graduation-cap',
      text: 'Solicitors and legal executives who do this work every week, backed by partners with decades in the courts and offices of the North West.',
    },
    {
      title: 'Proven Results',
      icon: 'trophy',
      text: `Since ${firm.founded} we have built our name one client at a time: careful preparation, honest advice about your chances, and steady work to get you there.`,
    },
    {
      title: 'Professional Service',
      icon: 'handshake',
      text: `Plain English, prompt replies and no surprises. We answer every enquiry ${firm.hours.promise} and tell you at the start what to expect.`,
    },
  ] satisfies Array<{ title: string; icon: IconName; text: string }>,
  cta: (title: string) => ({
    heading: `Need Help with ${title}?`,
    text: `Tell us what has happened in a free, confidential enquiry, or call the office. A member of our team will be in touch ${firm.hours.promise}.`,
  }),
  title: (title: string) => `${title} Solicitors in Derry | ${firm.name}`,
  whyChooseHeading: `Why Choose ${firm.name}?`,
  featuresHeading: 'What we can help with',
  backToServices: 'Back to Services',
  notFound: {
    title: `Service Not Found | ${firm.name}`,
    heading: 'Service Not Found',
    text: 'We could not find that practice area. It may have moved, or the link may be mistyped. All eight of our services are listed on the services page.',
  },
}
