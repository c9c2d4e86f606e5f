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
  /** Shorter name for tiles and lists (e.g. "Wills & Probate"). */
  shortTitle: string
  subtitle: string
  /** One or two sentences for cards and the page description. */
  description: string
  features: string[]
  /** Accent colour name from uno.config.ts (theme.colors), used for the card's icon well. */
  colour: 'navy' | 'brass' | 'teal' | 'plum' | 'slate' | 'moss' | 'rust' | 'ink'
  /** Body paragraphs separated by blank lines. */
  content: string
  keywords: string[]
  image?: Picture
}

export type TeamTitle = 'Managing Partner' | 'Senior Partner' | 'Solicitor' | 'Legal Executive' | 'Legal Support & Administration'

export interface TeamMember {
  name: string
  title: TeamTitle
  bio: string
  education: string
  /**
   * The line under the education: a solicitor's admission and professional body, or the
   * supervision a legal executive works under; absent for support staff.
   */
  bar?: { label: 'Professional body' | 'Supervision'; text: string }
  specialties: string[]
  /** Short credentials line for the home preview card, e.g. "LLB (Hons), Solicitor since 1998". */
  credentials: string
  /** The member's own LinkedIn profile; without one, no LinkedIn link is shown. */
  linkedin?: string
  /** Shown in the home page team preview. */
  featured: boolean
}

/**
 * Where a review came from: a review platform (named, with the page it is on), the firm itself
 * (received by letter, e-mail or card), or a sample written for a demonstration site. The Digital
 * Markets, Competition and Consumers Act 2024, Schedule 20 (in force 6 April 2025), bans fake
 * consumer reviews and false consumer review information, so every review names its source.
 */
export type ReviewSource = { kind: 'platform'; name: string; url: string } | { kind: 'received by the firm' } | { kind: 'sample' }

export interface Review {
  author_name: string
  rating: 1 | 2 | 3 | 4 | 5
  text: string
  /** ISO yyyy-mm-dd: when the review was given; shown as a date, never as "3 weeks ago". */
  date: string
  source: ReviewSource
}

/**
 * The rating shown above the reviews: either read from a platform (its name, its page, the
 * figures and the date they were read), or computed from the reviews on the page.
 */
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
  /** ISO yyyy-mm-dd: when it was published. */
  date: string
  /** ISO yyyy-mm-dd: when it was last revised; absent if never. */
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
  /** Paragraphs; a paragraph may instead be a bullet list. */
  body: Array<string | { list: string[] }>
}
