/**
 * Every icon the site draws, by its Lucide name. The build puts exactly these in /icons.svg
 * (scripts/iconSprite.ts), so an icon missing here fails the typecheck, not the page.
 */
export const iconNames = [
  'arrow-left',
  'arrow-right',
  'award',
  'badge-check',
  'briefcase',
  'building-2',
  'calendar',
  'car',
  'check',
  'circle-alert',
  'clock',
  'cloud-upload',
  'facebook',
  'gavel',
  'graduation-cap',
  'hand-heart',
  'handshake',
  'heart-handshake',
  'heart-pulse',
  'house',
  'inbox',
  'instagram',
  'landmark',
  'linkedin',
  'loader-circle',
  'mail',
  'map',
  'map-pin',
  'menu',
  'phone',
  'scale',
  'scroll-text',
  'search',
  'send',
  'shield',
  'shield-check',
  'trophy',
  'users',
  'wine',
  'x',
] as const

export type IconName = (typeof iconNames)[number]

/** Where the icons are: one file for the whole site and the staff app, cached by the browser and the service worker. */
export const iconSpritePath = '/icons.svg'
