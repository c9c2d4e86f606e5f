import type { IconName } from '../components/iconNames.ts'
import { firm, freeOffer } from './firm.ts'
import { whileFictional } from './whileFictional.ts'

const city = firm.address.locality

export interface AboutValue {
  name: 'Excellence' | 'Integrity' | 'Commitment'
  text: string
  icon: IconName
}

const values: AboutValue[] = [
  {
    name: 'Excellence',
    text: 'We hold our work to a high standard, keep our knowledge current and prepare every matter thoroughly, whatever its size.',
    icon: 'award',
  },
  {
    name: 'Integrity',
    text: 'We give honest advice, respect your confidence and tell you plainly what we think your options are, even when the news is difficult.',
    icon: 'shield-check',
  },
  {
    name: 'Commitment',
    text: 'We stand by our clients from start to finish, answer their questions promptly and keep going until the matter is resolved.',
    icon: 'heart-handshake',
  },
]

export const aboutPage = {
  hero: {
    eyebrow: 'About us',
    heading: `About ${firm.name}`,
    intro: `For ${firm.yearsOfService} years we have given clear, practical legal advice to the people and businesses of ${city}. We are a local firm with a long history${whileFictional(', invented for this demonstration.', ', and we are here when you need us.')}`,
  },
  story: {
    heading: 'Our Story',
    paragraphs: [
      `${firm.name} was founded in ${firm.founded} at ${firm.address.street}, and the firm has served ${city} from the same street ever since. What began as one solicitor advising local traders and families has grown into a practice covering the legal matters that shape people’s lives, from buying a home to planning for the future.`,
      `In 1969, Eamon ${firm.familyName}, who had served his apprenticeship with the firm, qualified as a solicitor, and in ${firm.helmSince} he took charge of the practice. For ${firm.yearsInCharge} years he led it through great change, both in the city and in the law, while holding fast to the principles on which it was founded. Since ${firm.handedOverIn} his daughter, Catherine ${firm.familyName}, has led the firm as Managing Partner, with Eamon remaining Senior Partner.`,
      'Our team combines long experience with a modern, approachable way of working. We explain things in plain English, we are open about costs, and we keep you informed from your first enquiry to the conclusion of your matter.',
    ],
  },
  values,
  whyChoose: {
    heading: `Why Choose ${firm.name}?`,
    points: [
      {
        title: 'Local Knowledge',
        text: `We have practised in ${city} since ${firm.founded}. We know the local courts, the local people and the practical realities of life in the North West.`,
      },
      {
        title: 'Broad Experience',
        text: 'From personal injury and conveyancing to licensing, family law, criminal defence, wills and company matters, our team covers the areas our clients need most.',
      },
      {
        title: 'Clear Advice',
        text: 'We explain your position in plain English, set out your options and give you an honest view of the likely costs and outcome.',
      },
      {
        title: 'A Personal Service',
        text: 'You will know who is handling your matter and how to reach them, and we will keep you informed at every stage.',
      },
      whileFictional(
        {
          title: 'A Reply Date You Can Count',
          text: `A real firm would say when it replies: here, ${firm.hours.promise}. At this demonstration nobody replies.`,
        },
        { title: 'A Prompt Response', text: `Your enquiry is confidential, and we reply ${firm.hours.promise}.` },
      ),
    ],
  },
  cta: {
    heading: 'How Can We Help You?',
    text: whileFictional(
      `On a real firm’s site, this is where you would be asked to get in touch. Here the form is a demonstration: nobody will answer it.`,
      `Tell us a little about your situation and one of our team will be in touch ${firm.hours.promise}. You can ask for ${freeOffer.term}, and everything you tell us is treated in confidence.`,
    ),
  },
}
