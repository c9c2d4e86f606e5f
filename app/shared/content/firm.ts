import { officeHoursDisplay } from './officeHoursDisplay.ts'
import { yearsSince } from './yearsSince.ts'

const founded = 1881
/** Counted from the founding when the site is built: 145 in 2026 (yearsSince.ts). */
const yearsOfService = yearsSince(founded)
/** The year Eamon Dunleavy took charge of the practice: "the Dunleavy era" starts here. */
const helmSince = 1972
/** The year he handed the firm's leadership (Managing Partner) to his daughter Catherine, staying on as Senior Partner. */
const handedOverIn = 2012

/**
 * The firm's working day and the one promise made on it: the office hours shown on every page,
 * the reply due on each enquiry (app/shared/enquiry/replyDue.ts) and every sentence that states
 * the promise all read this, so they cannot disagree (decision 0039). Times are wall-clock times
 * in `timeZone` on every date, summer or winter; the region's bank and public holidays are closed.
 */
const workingDay = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '17:00',
  timeZone: 'Europe/London',
  /** The country and region whose bank and public holidays the office is shut on: date-holidays' codes, and its name. */
  holidays: { country: 'GB', region: 'NIR', name: 'Northern Ireland' },
  /** Kept by the close of the first working day after the day an enquiry arrives. */
  promise: 'by the end of the next working day',
} as const

/**
 * The firm profile: every contact detail on the site comes from here, so the firm can replace
 * the fictitious profile in one edit. Phone numbers are in Ofcom's drama range and the domain
 * is reserved (.example), so nobody real is reached by mistake.
 */
export const firm = {
  name: 'Clarendon Solicitors',
  /**
   * The firm, its people, its reviews and its cases are invented and the site is a demonstration.
   * While this is true every page says so (FictionalNotice), and the reviews are labelled samples;
   * a real firm that replaces this profile sets it to false, in this one place.
   */
  fictional: true as boolean,
  founded,
  yearsOfService,
  helmSince,
  handedOverIn,
  /**
   * The years Eamon led the firm, 1972 to 2012: forty, a fixed figure. "54 years at the helm"
   * stood beside "since 2012 Catherine has led the firm" and could not both be true (issue 36).
   */
  yearsInCharge: handedOverIn - helmSince,
  /**
   * Who runs this site and holds what is sent through it: the data controller the privacy notice
   * names (UK GDPR Art. 13(1)(a)). The operator of the demonstration fills it in; until then the
   * notice says "the operator of this demonstration" and the site runs as before.
   */
  controller: null as { name: string; contact: string } | null,
  /** A number answered outside office hours for people held at a police station; none is published until the firm has one. */
  outOfHoursPhone: null as { display: string; href: string } | null,
  copyrightYear: 2024,
  /** Surname of the current Managing Partner: "the Dunleavy era" in the history. */
  familyName: 'Dunleavy',
  blurb: `Solicitors in Derry/Londonderry since ${founded}, giving people and businesses across the North West clear, honest legal advice.`,
  address: {
    street: '39-41 Clarendon Street',
    locality: 'Derry/Londonderry',
    postcode: 'BT48 7ER',
    region: 'Northern Ireland',
    country: 'GB',
  },
  phone: {
    display: '028 9649 6000',
    international: '+44 28 9649 6000',
    href: 'tel:+442896496000',
  },
  email: 'info@clarendon-solicitors.example',
  dx: 'DX 3000 NR Londonderry',
  hours: {
    ...workingDay,
    display: officeHoursDisplay(workingDay),
    /** Beside the hours wherever they are listed: a visitor told "the next working day" can count it. */
    closures: `Closed on bank and public holidays in ${workingDay.holidays.name}`,
  },
  geo: { latitude: 54.999, longitude: -7.3265 },
  defaultSiteUrl: 'https://www.clarendon-solicitors.example',
  social: [
    { network: 'LinkedIn', kind: 'professional network', href: 'https://www.linkedin.com/company/clarendon-solicitors-example', icon: 'linkedin' },
    { network: 'Facebook', kind: 'social network', href: 'https://www.facebook.com/clarendon.solicitors.example', icon: 'facebook' },
    { network: 'Instagram', kind: 'photo network', href: 'https://www.instagram.com/clarendon.solicitors.example', icon: 'instagram' },
  ],
} as const

/**
 * The one thing the firm offers free, defined here and said in these words wherever the site
 * offers it, titles included (issue 36 item 5): "free enquiry", "free consultation" and "an honest
 * assessment" had read as four different offers.
 */
export const freeOffer = {
  /** Headings and page titles. */
  title: 'Free First Conversation',
  /** In a sentence. */
  term: 'a free first conversation of up to 30 minutes',
  /** What it is, said once on the contact page. */
  definition:
    'A free first conversation lasts up to 30 minutes, by phone or at our office. A solicitor listens to what has happened and tells you whether we can help and what further work would cost. Nothing more is done or charged unless you ask us to act and we agree our terms with you in writing.',
} as const

/**
 * The social profiles shown on the site: none while the firm is fictional, because the profiles
 * do not exist and anyone could register those names (issue 36 item 2).
 */
export const shownSocial = firm.fictional ? [] : firm.social

export const fullAddress = `${firm.address.street}, ${firm.address.locality}, ${firm.address.postcode}`

/** "028 9649 6000 (+44 28 9649 6000)", the spec's form for contact, team and privacy pages. */
export const phoneWithInternational = `${firm.phone.display} (${firm.phone.international})`

export const directionsUrl = `https://www.openstreetmap.org/directions?to=${firm.geo.latitude}%2C${firm.geo.longitude}`

/** Embedded only after the visitor asks for it, so no page load reaches another origin. */
export const mapEmbedUrl = (() => {
  const { latitude: lat, longitude: lon } = firm.geo
  const box = [lon - 0.006, lat - 0.003, lon + 0.006, lat + 0.003].join('%2C')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${lat}%2C${lon}`
})()
