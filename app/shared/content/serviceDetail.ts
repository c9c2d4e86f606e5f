import type { IconName } from '../components/iconNames.ts'
import { firm, freeOffer } from './firm.ts'
import { realHelp } from './realHelp.ts'
import { whileFictional } from './whileFictional.ts'

/** Copy shared by all eight service pages; each claim is one a reader can check (decision 0040). */
export const serviceDetail = {
  badges: [
    { label: whileFictional('A fictional firm: regulated by nobody', 'Regulated by the Law Society of Northern Ireland'), icon: 'landmark' },
    { label: `In practice since ${firm.founded}`, icon: 'clock' },
    { label: 'Professional Service', icon: 'badge-check' },
  ] satisfies Array<{ label: string; icon: IconName }>,
  whyChoose: [
    {
      title: 'Experienced People',
      icon: 'graduation-cap',
      text: 'Solicitors admitted in Northern Ireland, with a legal executive, paralegals and support staff who do this work every week; the team page says who each of them is and what they qualified in.',
    },
    {
      title: 'Regulated',
      icon: 'landmark',
      text: whileFictional(
        'A real firm’s solicitors are regulated by the Law Society of Northern Ireland; nobody here is. Every page shows how a real firm states its regulation and how to complain.',
        'Our solicitors are regulated by the Law Society of Northern Ireland. Every page of this site says how, and how to complain if we let you down.',
      ),
    },
    {
      title: 'Professional Service',
      icon: 'handshake',
      text: whileFictional(
        'Plain English and no surprises: a real firm tells you at the start what to expect. At this demonstration nobody answers.',
        `Plain English, prompt replies and no surprises. We answer every enquiry ${firm.hours.promise} and tell you at the start what to expect.`,
      ),
    },
  ] satisfies Array<{ title: string; icon: IconName; text: string }>,
  cta: (title: string) => ({
    heading: `Need Help with ${title}?`,
    text: whileFictional(
      `Nobody here will answer. ${realHelp.urgent}`,
      `Tell us what has happened in a confidential enquiry, or call the office, and ask for ${freeOffer.term}. A member of our team will be in touch ${firm.hours.promise}.`,
    ),
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
