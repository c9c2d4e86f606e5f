import { officeHoursDisplay } from './officeHoursDisplay.ts'
import { yearsSince } from './yearsSince.ts'

const founded = 1881
const streetName = 'Fictional Quay'
/** Counted from the founding when the site is built (decision 0002, yearsSince.ts). */
const yearsOfService = yearsSince(founded)
/** The year Eamon Dunleavy took charge of the practice: "the Dunleavy era" starts here. */
const helmSince = 1972
/** The year he handed the firm's leadership (Managing Partner) to his daughter Catherine, staying on as Senior Partner. */
const handedOverIn = 2012

/** The office hours, each reply's due time and every sentence of the promise read this (decision 0039); wall-clock times in `timeZone`. */
const workingDay = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '17:00',
  timeZone: 'Europe/London',
  /** date-holidays' codes for the region whose holidays the office is shut on. */
  holidays: { country: 'GB', region: 'NIR', name: 'Northern Ireland' },
  /** Kept by the close of the first working day after the day an enquiry arrives. */
  promise: 'by the end of the next working day',
} as const

/** Ofcom drama-range phones, a reserved .example domain and an address that exists nowhere (no BT00), so nobody real is reached or named. */
export const firm = {
  name: 'Clarendon Solicitors',
  /** The firm is invented, so every page says so and reviews are labelled samples; a real firm sets false here. */
  fictional: true as boolean,
  founded,
  yearsOfService,
  helmSince,
  handedOverIn,
  /** Eamon led the firm from 1972 to 2012: a fixed forty, never counted to today. */
  yearsInCharge: handedOverIn - helmSince,
  /** A number answered outside office hours for people held at a police station; none is published until the firm has one. */
  outOfHoursPhone: null as { display: string; href: string } | null,
  /** The year the site's words were last revised, which a copyright notice dates (decision 0055). */
  copyrightYear: 2026,
  /** None: a real firm registered for VAT gives its number here, and the regulatory information shows it. */
  vatNumber: null as string | null,
  familyName: 'Dunleavy',
  blurb: `Solicitors in Derry/Londonderry since ${founded}, giving people and businesses across the North West clear, honest legal advice.`,
  address: {
    street: `1 ${streetName}`,
    streetName,
    locality: 'Derry/Londonderry',
    postcode: 'BT00 0XX',
    region: 'Northern Ireland',
    country: 'GB',
  },
  phone: {
    display: '028 9649 6000',
    international: '+44 28 9649 6000',
    href: 'tel:+442896496000',
  },
  email: 'info@clarendon-solicitors.example',
  dx: 'DX 00000 Fictional',
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

/** The one thing offered free, said in these words wherever the site offers it, titles included. */
export const freeOffer = {
  title: 'Free First Conversation',
  term: 'a free first conversation of up to 30 minutes',
  definition:
    'A free first conversation lasts up to 30 minutes, by phone or at our office. A solicitor listens to what has happened and tells you whether we can help and what further work would cost. Nothing more is done or charged unless you ask us to act and we agree our terms with you in writing.',
} as const

/** None while the firm is fictional: the profiles do not exist and anyone could register those names. */
export const shownSocial = firm.fictional ? [] : firm.social

export const fullAddress = `${firm.address.street}, ${firm.address.locality}, ${firm.address.postcode}`

/** "028 9649 6000 (+44 28 9649 6000)", the spec's form for contact, team and privacy pages. */
export const phoneWithInternational = `${firm.phone.display} (${firm.phone.international})`

export const directionsUrl = `https://www.openstreetmap.org/directions?to=${firm.geo.latitude}%2C${firm.geo.longitude}`

/** Embedded only when asked, so no page load reaches another origin; while fictional, the city, with no pin on a real building. */
export const mapEmbedUrl = (() => {
  const { latitude: lat, longitude: lon } = firm.geo
  const [across, down] = firm.fictional ? [0.03, 0.015] : [0.006, 0.003]
  const box = [lon - across, lat - down, lon + across, lat + down].join('%2C')
  const marker = firm.fictional ? '' : `&marker=${lat}%2C${lon}`
  return `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik${marker}`
})()
