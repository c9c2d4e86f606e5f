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
  /** Placeholder profile link until the firm supplies real ones. */
  linkedin: string
  /** Shown in the home page team preview. */
  featured: boolean
}

export interface Review {
  author_name: string
  rating: 1 | 2 | 3 | 4 | 5
  text: string
  relative_time_description: string
}

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
