/** The founder and his son are fictitious, as is every person named on the site. */
import type { IconName } from '../components/iconNames.ts'
import { firm } from './firm.ts'
import type { Milestone } from './types.ts'

const city = firm.address.locality

export const milestones: Milestone[] = [
  {
    year: String(firm.founded),
    title: 'The Beginning',
    description: `Henry Moorhead, a young solicitor born and raised in the city, opened his practice at ${firm.address.street} in ${firm.founded}. He advised the merchants, shopkeepers and farming families of ${city} and the surrounding county, and soon earned a reputation for plain, dependable advice.`,
    icon: 'landmark',
  },
  {
    year: '1932',
    title: 'A New Generation',
    description:
      'In 1932 the practice passed to the founder’s son, Arthur Moorhead, who had trained alongside his father. He guided the firm through the hard years of the 1930s and the war years that followed, keeping its doors open and its standards unchanged.',
    icon: 'users',
  },
  {
    year: '1968-1980',
    title: 'Distinguished Service',
    description: `Through a difficult period in the life of the city, the firm continued to serve clients from every part of the community. Families and businesses knew they would find steady, impartial advice on ${firm.address.streetName}, and the firm remained a constant in uncertain times.`,
    icon: 'award',
  },
  {
    year: `${firm.helmSince}-Present`,
    title: `The ${firm.familyName} Era`,
    description: `Eamon ${firm.familyName}, who served his apprenticeship with the firm, qualified as a solicitor in 1969 and took charge of the practice in ${firm.helmSince}. He led it for ${firm.yearsInCharge} years, broadening its work while keeping its founding values. In ${firm.handedOverIn} he handed the role of Managing Partner to his daughter, Catherine ${firm.familyName}, who carries those values into a new generation, while he remains Senior Partner.`,
    icon: 'scale',
  },
]

export const historyPage = {
  banner: {
    heading: 'Our History',
    text: `${firm.yearsOfService} years of service to ${city}, from a single practice on ${firm.address.streetName} in ${firm.founded} to the firm our clients know today.`,
  },
  legacy: {
    heading: 'How the Firm Began',
    paragraphs: [
      `${firm.name} was founded in ${firm.founded}, when Henry Moorhead opened his doors at ${firm.address.street}. From the outset, the practice was built on a simple idea: that anyone in ${city} should be able to walk in, be listened to and leave with clear, honest advice.`,
      `That idea has been handed down through the two families who have led the firm, the Moorheads and the ${firm.familyName}s. Senior Partner Eamon ${firm.familyName}, who led the firm for ${firm.yearsInCharge} years from ${firm.helmSince}, has seen the city and the law change a great deal, yet the way the firm treats its clients has not changed at all.`,
      `Under the leadership of Managing Partner Catherine ${firm.familyName}, the firm continues to combine long experience with a modern, approachable service, for individuals, families and businesses across the North West.`,
    ],
  },
  generations: {
    heading: 'Generations of Trust',
    text: 'Many of our clients first came to us because a parent or grandparent did. We are proud that families return to us across the generations, for their first home, their family business and the wills that protect those they love, and we work hard to earn that trust each time.',
    claims: [
      `Serving ${city} since ${firm.founded}`,
      `${firm.yearsOfService} years of continuous practice`,
      'Trusted by families across generations',
      'Family leadership, from father to daughter',
    ],
  },
  principles: {
    heading: 'Our Founding Principles',
    items: [
      {
        title: 'Client First Approach',
        text: 'We listen before we advise. Every client is given time, clear explanations and advice shaped around their own circumstances.',
        icon: 'heart-handshake',
      },
      {
        title: 'Integrity & Trust',
        text: 'We give honest advice, even when it is not what a client hoped to hear, and we treat every confidence with the greatest care.',
        icon: 'shield-check',
      },
      {
        title: 'Community Service',
        text: `Our roots are in ${city}. We have served people from every part of the community, and we take pride in supporting the city that has supported us.`,
        icon: 'hand-heart',
      },
      {
        title: 'Legal Excellence',
        text: 'We keep our knowledge up to date and hold our work to a high standard, so that clients receive advice they can rely on.',
        icon: 'scale',
      },
    ] satisfies Array<{ title: string; text: string; icon: IconName }>,
  },
}

export const timelineIntro = {
  eyebrow: `Since ${firm.founded}`,
  heading: 'Our Heritage',
  text: `Since ${firm.founded}, ${firm.name} has served the people of ${city} through changing times. These are some of the moments that have shaped the firm.`,
}
