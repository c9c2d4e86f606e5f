/** Shapes of the static content. Content is data: components render it, never hold it. */
import type { IconName } from '../components/iconNames.ts'

export const serviceIds = [
  'personal-injury',
  'road-traffic',
  'conveyancing',
  'licensing',
  'family-law',
  'criminal-defence',
  'wills-probate',
  'company-corporate',
] as const

export type ServiceId = (typeof serviceIds)[number]

/** A picture we made ourselves; width and height are the intrinsic size, so the page never shifts. */
export interface Picture {
  src: string
  alt: string
  width: number
  height: number
}

export interface Service {
  id: ServiceId
  icon: IconName
  title: string
  shortTitle: string
  subtitle: string
  description: string
  features: string[]
  /** Accent colour from uno.config.ts (theme.colors), for the card's icon well. */
  colour: 'navy' | 'brass' | 'teal' | 'plum' | 'slate' | 'moss' | 'rust' | 'ink'
  content: string
  keywords: string[]
  image?: Picture
}

export type TeamTitle = 'Managing Partner' | 'Senior Partner' | 'Solicitor' | 'Legal Executive' | 'Paralegal' | 'Legal Support & Administration'

export interface TeamMember {
  name: string
  title: TeamTitle
  bio: string
  education: string
  /** A solicitor's admission and professional body, or a legal executive's or paralegal's supervision; absent for support staff. */
  bar?: { label: 'Professional body' | 'Supervision'; text: string }
  specialties: string[]
  credentials: string
  /** The member's own LinkedIn profile; without one, no LinkedIn link is shown. */
  linkedin?: string
  featured: boolean
}

/** The DMCC Act 2024, Sch. 20 (in force 6 April 2025), bans fake reviews and false review information: every review names its source. */
export type ReviewSource = { kind: 'platform'; name: string; url: string } | { kind: 'received by the firm' } | { kind: 'sample' }

export interface Review {
  author_name: string
  rating: 1 | 2 | 3 | 4 | 5
  text: string
  /** ISO yyyy-mm-dd: when the review was given; shown as a date, never as "3 weeks ago". */
  date: string
  source: ReviewSource
}

/** Read from a platform (its name, page, figures and the date read), or computed from the reviews on the page. */
export type RatingSummary =
  | { basis: 'reviews shown'; average: number; count: number }
  | { basis: 'platform'; average: number; count: number; platform: string; url: string; readOn: string }

export interface Milestone {
  year: string
  title: string
  description: string
  icon: IconName
}

export const blogCategories = [
  'All Cases',
  'Personal Injury',
  'Property Law',
  'Criminal Defence',
  'Family Law',
  'Corporate Law',
  'Wills & Probate',
  'Licensing',
] as const

export type BlogCategory = (typeof blogCategories)[number]

export interface Article {
  id: number
  title: string
  category: Exclude<BlogCategory, 'All Cases'>
  excerpt: string
  /** Long text; line breaks are kept when shown. "**bold**" and "- " bullets stay plain text. */
  content: string
  outcome: string
  date: string
  dateModified?: string
  readTime: string
  image: Picture
  tags: string[]
  /** An invented case study: wherever its title goes out alone it is marked so (standaloneTitle). */
  caseStudy?: true
}

export interface Accreditation {
  name: string
  description: string
  icon: IconName
}

export interface PolicySection {
  heading: string
  body: Array<string | { list: string[] }>
}
