import { firm, freeOffer, phoneWithInternational } from './firm.ts'
import { realHelp } from './realHelp.ts'
import type { TeamMember } from './types.ts'
import { whileFictional } from './whileFictional.ts'

const admitted = (year: number): TeamMember['bar'] => ({
  label: 'Professional body',
  text: `Admitted as a solicitor in Northern Ireland, ${year}; member of the Law Society of Northern Ireland`,
})

/** A legal executive's line: not a professional body, but the supervision they work under. */
const supervisedBy = (who: 'partners' | 'solicitors'): TeamMember['bar'] => ({
  label: 'Supervision',
  text: `Works under the supervision of the firm’s ${who}, who are regulated by the Law Society of Northern Ireland`,
})

/** All fictitious; the first three feature on the home page. A LinkedIn link shows only with the member's own profile (decision 0026). */
export const team: TeamMember[] = [
  {
    name: 'Catherine Dunleavy',
    title: 'Managing Partner',
    bio: `Catherine grew up above the office on ${firm.address.streetName} and joined the firm as an apprentice solicitor in 1996. She became Managing Partner in 2012, when her father, Eamon, handed that role to her and remained Senior Partner. She leads the property, private client and commercial work, and is known for unhurried, straight-talking advice that clients can act on. Outside the office she is a long-standing volunteer with a local credit union board.`,
    education: 'LLB (Hons), Queen’s University Belfast; Certificate in Professional Legal Studies, Institute of Professional Legal Studies',
    bar: admitted(1998),
    specialties: [
      'Conveyancing & Property',
      'Wills & Probate',
      'Enduring Powers of Attorney',
      'Company & Commercial',
      'Licensing',
      'Agricultural Land',
      'Personal Injury',
    ],
    credentials: 'LLB (Hons), Solicitor since 1998',
    featured: true,
  },
  {
    name: 'Ciarán Doherty',
    title: 'Solicitor',
    bio: 'Ciarán joined the firm in 2014 after qualifying and now runs much of its personal injury and road traffic caseload, from the first letter of claim through to the courtroom. He also attends PSNI interviews and appears regularly in the magistrates’ courts in the North West. Clients value his patience in explaining each step and his readiness to pick up the phone.',
    education:
      'LLB (Hons), Ulster University; Postgraduate Diploma in Professional Legal Studies, Institute of Professional Legal Studies, Queen’s University Belfast',
    bar: admitted(2014),
    specialties: ['Personal Injury', 'Road Traffic Accidents', 'Civil Litigation', 'Criminal Defence', 'Motoring Offences'],
    credentials: 'LLB (Hons), Solicitor since 2014',
    featured: true,
  },
  {
    name: 'Eamon Dunleavy',
    title: 'Senior Partner',
    bio: `Eamon served his apprenticeship at ${firm.address.streetName}, qualified as a solicitor in 1969 and took charge of the practice in ${firm.helmSince}. He led it for ${firm.yearsInCharge} years, through some of the most challenging decades in the city’s history, until in ${firm.handedOverIn} he handed the role of Managing Partner to his daughter, Catherine, and became Senior Partner. His practice has always centred on family, criminal and licensing work, and many of the city’s publicans and families have relied on his counsel for generations. He remains a familiar presence in the office and a mentor to every member of the team.`,
    education: 'LLB, Queen’s University Belfast; apprenticeship served with the firm',
    bar: admitted(1969),
    specialties: ['Family Law', 'Criminal Defence', 'Licensing', 'Court Advocacy'],
    credentials: 'LLB, Solicitor since 1969',
    featured: true,
  },
  {
    name: 'Gráinne McCafferty',
    title: 'Legal Executive',
    bio: 'Gráinne has handled residential conveyancing at the firm for over fifteen years and has guided hundreds of first-time buyers through their purchase. She keeps buyers, sellers, estate agents and lenders in step, and is always happy to explain a title or a search result in plain terms.',
    education: 'Legal executive qualifications in conveyancing and property practice, studied part-time alongside her work at the firm',
    bar: supervisedBy('partners'),
    specialties: ['Residential Conveyancing', 'First-Time Buyers', 'Remortgages', 'New Builds'],
    credentials: 'Legal Executive, over 15 years in conveyancing',
    featured: false,
  },
  {
    name: 'Declan O’Kane',
    title: 'Paralegal',
    bio: 'Declan supports the personal injury team, gathering medical records, arranging expert reports and keeping claims moving with insurers. Before joining the firm he spent several years in motor insurance claims, so he knows how the other side thinks.',
    education: 'BA (Hons) Law and Criminology, Ulster University',
    bar: supervisedBy('solicitors'),
    specialties: ['Personal Injury', 'Road Traffic Accidents', 'Insurance Claims', 'Medical Evidence'],
    credentials: 'BA (Hons), Paralegal',
    featured: false,
  },
  {
    name: 'Niamh Gallagher',
    title: 'Paralegal',
    bio: 'Niamh works alongside Eamon on family matters, preparing divorce petitions, financial disclosure and children applications. She is calm, discreet and practical, and many clients say she was the person who made a hard time feel manageable.',
    education: 'LLB (Hons), Ulster University',
    bar: supervisedBy('partners'),
    // Northern Ireland's orders about children are residence and contact orders (Children (Northern
    // Ireland) Order 1995, Art. 8), not England's "child arrangements" orders.
    specialties: ['Family Law', 'Divorce & Separation', 'Residence & Contact Orders', 'Legal Aid Applications'],
    credentials: 'LLB (Hons), Paralegal',
    featured: false,
  },
  {
    name: 'Paul Hegarty',
    title: 'Paralegal',
    bio: 'Paul supports the criminal defence and licensing teams, preparing court files, reviewing prosecution papers and assembling evidence for licence applications. His steady organisation means that nothing is missed when a hearing date arrives.',
    education: 'HND in Legal Studies, North West Regional College',
    bar: supervisedBy('solicitors'),
    specialties: ['Criminal Defence', 'Licensing Applications', 'Court Preparation'],
    credentials: 'HND Legal Studies, Paralegal',
    featured: false,
  },
  {
    name: 'Orla Bradley',
    title: 'Paralegal',
    bio: 'Orla looks after wills, estates and Enduring Powers of Attorney, and often visits older clients at home or in care settings. She takes time to listen, and families appreciate her gentle, thorough approach when dealing with an estate.',
    education: 'LLB (Hons), Queen’s University Belfast',
    bar: supervisedBy('partners'),
    specialties: ['Wills', 'Probate & Estates', 'Enduring Powers of Attorney', 'Office of Care and Protection'],
    credentials: 'LLB (Hons), Paralegal',
    featured: false,
  },
  {
    name: 'Bernadette Quigley',
    title: 'Legal Support & Administration',
    bio: whileFictional(
      `Bernadette, as this demonstration imagines her, has kept the office on ${firm.address.streetName} running smoothly for more than twenty years. She manages appointments, client files and accounts administration.`,
      `Bernadette is usually the first voice you hear when you call the office, and she has kept the office on ${firm.address.streetName} running smoothly for more than twenty years. She manages appointments, client files and accounts administration, and makes sure every enquiry reaches the right person quickly.`,
    ),
    education: 'Diploma in Legal Secretarial Studies, North West Regional College',
    specialties: ['Client Care', 'Appointments & Enquiries', 'Accounts Administration', 'File Management'],
    credentials: 'Office Manager, with the firm for over 20 years',
    featured: false,
  },
]

export const teamPage = {
  eyebrow: 'Our people',
  heading: 'Our Legal Team',
  intro: whileFictional(
    'Partners, a solicitor, a legal executive, paralegals and the people who keep the office running: nine invented people, shown as a real firm would show its team. Nobody here answers a phone.',
    'Partners, a solicitor, a legal executive, paralegals and the people who keep the office running: nine people who know the courts, the registries and the city, and who answer the phone when you call.',
  ),
  ctaHeading: 'Ready to Work with Our Team?',
  callNow: 'Call Now',
  cta: whileFictional(
    `On a real firm’s site you would be invited to get in touch here; nobody on this team exists. ${realHelp.urgent}`,
    `Tell us about your matter in a confidential enquiry and we will pass it to the member of the team best placed to help, or call us on ${phoneWithInternational}. You can ask for ${freeOffer.term}.`,
  ),
}

export const memberCard = {
  education: 'Education',
  expertise: 'Areas of Expertise',
  linkedin: 'LinkedIn',
  /** Read after "LinkedIn" by screen readers only. */
  linkedinProfile: (name: string) => ` profile of ${name} (opens in a new tab)`,
  moreSpecialties: (count: number) => `+${count} more`,
  viewAll: 'View Full Team',
  exploreServices: 'Explore Our Services',
}
