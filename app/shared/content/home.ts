import { fictionalNotice } from './fictionalNotice.ts'
import { firm, freeOffer } from './firm.ts'
import { whileFictional } from './whileFictional.ts'

const city = firm.address.locality

export const homePage = {
  hero: {
    eyebrow: `Established ${firm.founded} · ${city}`,
    heading: `Trusted Solicitors in ${city}`,
    text: `Since ${firm.founded}, ${firm.name} has given clear, practical legal advice to individuals, families and businesses across Northern Ireland. ${whileFictional(
      'This demonstration shows how such a firm’s site works; nobody here can take on your matter.',
      'Tell us what you need, and we will help you find the right way forward.',
    )}`,
    /** Beside the enquiry, on phones only: a phone can call. */
    call: `Call ${firm.phone.display}`,
    practiceAreas: 'Our practice areas',
    allServices: 'View All Our Services',
  },
  about: {
    eyebrow: 'About the firm',
    heading: 'A Tradition of Trusted Legal Advice',
    paragraphs: [
      `Since ${firm.founded}, ${firm.name} has served the people of ${city} from ${firm.address.street}. Generations of local families and businesses have relied on us at the moments that matter, from buying a first home to settling the affairs of a loved one.`,
      `Today, under Managing Partner Catherine ${firm.familyName}, our team brings that long experience to every matter. We listen carefully, explain your options in plain English and keep you informed at every stage.`,
    ],
    highlights: [
      `Serving ${city} since ${firm.founded}`,
      'Eight areas of legal practice',
      whileFictional('Enquiries stored, never answered: a demonstration', `Reply to enquiries ${firm.hours.promise}`),
    ],
  },
  /** While the firm is fictional its reviews are samples, and the section says so first. */
  reviews: firm.fictional
    ? {
        heading: 'Sample reviews',
        intro: 'How this section reads on a real firm’s site, where each review is a client’s own words.',
      }
    : { heading: 'What Our Clients Say', intro: 'What clients have written about working with us, each with where and when it was published.' },
  team: {
    heading: 'Meet Our Legal Team',
    intro:
      'Our solicitors and legal staff combine long local experience with a personal, approachable service. You will always know who is looking after your matter.',
  },
  accreditations: {
    heading: 'Regulation & Memberships',
    intro:
      'Our solicitors work to the professional standards the Law Society of Northern Ireland sets, and to the duties the law places on every firm in Northern Ireland.',
  },
  contact: {
    eyebrow: 'Contact',
    heading: 'Make an Enquiry',
    intro: `Tell us briefly about your situation and ask for ${freeOffer.term}. ${whileFictional('', 'Your enquiry is confidential. ')}${fictionalNotice.whoReplies}`,
  },
}
