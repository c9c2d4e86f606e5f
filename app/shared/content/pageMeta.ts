import { firm, freeOffer, fullAddress } from './firm.ts'
import { whileFictional } from './whileFictional.ts'

/** The firm's age, never its people's experience: a firm founded in 1881 has no one with 145 years of it. */
const since = `Since ${firm.founded}`

export const pageMeta = {
  home: {
    title: `${firm.name} | Solicitors in Derry/Londonderry ${since}`,
    description: `${firm.name}, solicitors on ${firm.address.streetName} since ${firm.founded}: personal injury, road traffic accidents, conveyancing, licensing, family, criminal defence, wills and company law. Ask for ${freeOffer.term}.`,
    keywords: ['solicitors Derry', 'solicitors Londonderry', 'law firm Northern Ireland', 'solicitor enquiry', 'solicitors Derry city centre'],
  },
  about: {
    title: `About Us | ${firm.name}, Solicitors in Derry ${since}`,
    description: `Since ${firm.founded} ${firm.name} has advised families and businesses in Derry/Londonderry. Our story, our values and why clients choose us.`,
    keywords: ['about Clarendon Solicitors', 'Derry law firm history', 'family law firm Northern Ireland', 'trusted solicitors Derry'],
  },
  services: {
    title: `Legal Services | ${firm.name}, Solicitors in Derry/Londonderry`,
    description:
      'Eight practice areas under one roof: personal injury, road traffic accidents, conveyancing, licensing, family law, criminal defence, wills and probate, and company law.',
    keywords: ['legal services Derry', 'solicitor practice areas', 'personal injury solicitor', 'conveyancing solicitor Derry', 'criminal defence solicitor'],
  },
  team: {
    title: `Our Legal Team | ${firm.name}, Solicitors in Derry/Londonderry`,
    description: `Meet the partners, solicitors, legal executive, paralegals and staff of ${firm.name}: who they are, what they studied and the work they know best.`,
    keywords: ['solicitors Derry team', 'legal executives Derry', 'managing partner', 'Clarendon Solicitors staff'],
  },
  history: {
    title: `Our History | ${firm.name}, Serving Derry/Londonderry Since ${firm.founded}`,
    description: `From ${firm.founded} to today: how ${firm.name} has served Derry/Londonderry under two families, father and son and then father and daughter, and the principles we were founded on.`,
    keywords: ['law firm history Derry', `solicitors since ${firm.founded}`, 'Derry legal heritage', 'family law firm'],
  },
  blog: {
    title: `Legal Insights | ${firm.name}, Solicitors in Derry/Londonderry`,
    description: 'Practical guides and case studies from our solicitors: licensing, buying your first home, speeding penalties, road traffic claims and more.',
    keywords: ['legal advice Northern Ireland', 'legal blog Derry', 'speeding points Northern Ireland', 'first-time buyer solicitor', 'licensing case study'],
  },
  contact: {
    title: `${freeOffer.title} | ${firm.name}, ${fullAddress} | ${firm.phone.display}`,
    description: whileFictional(
      `How a firm’s contact page works: the enquiry form, the office details and ${freeOffer.term}. Nobody answers here. ${fullAddress}.`,
      `Send a confidential enquiry to ${firm.name} or call ${firm.phone.display}, and ask for ${freeOffer.term}. We reply ${firm.hours.promise}. ${fullAddress}.`,
    ),
    keywords: ['first conversation with a solicitor Derry', 'contact solicitors Derry', 'solicitor enquiry', 'solicitor office Derry'],
  },
  privacy: {
    title: `Privacy Policy | ${firm.name}`,
    description: `How ${firm.name} collects, uses, keeps and protects your personal information, and your rights under UK data protection law.`,
    keywords: ['privacy policy', 'data protection', 'UK GDPR', 'solicitor privacy notice'],
  },
} as const
