import { officeHoursDisplay } from './officeHoursDisplay.ts'
import { yearsSince } from './yearsSince.ts'

const founded = 1881
/** Counted from the founding when the site is built: 145 in 2026 (yearsSince.ts). */
const yearsOfService = yearsSince(founded)
/** The year Eamon Dunleavy took charge of the practice: "the Dunleavy era" starts here. */
const helmSince = 1972

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
  /** Eamon's years at the helm, counted the same way: 54 in 2026. */
  yearsAtTheHelm: yearsSince(helmSince),
  copyrightYear: 2024,
  /** Surname of the current Managing Partner: "the Dunleavy era" in the history. */
  familyName: 'Dunleavy',
  blurb: `Solicitors in Derry/Londonderry since ${founded}. For ${yearsOfService} years we have given people and businesses across the North West clear, honest legal advice, and a free first conversation about their problem.`,
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
