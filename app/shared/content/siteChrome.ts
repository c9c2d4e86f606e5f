import { builtOperator } from './builtOperator.ts'
import { firm } from './firm.ts'
import { whileFictional } from './whileFictional.ts'

/** The words every public page carries around its content: the skip link, the menu, the footer's headings. */
export const siteChrome = {
  skipLink: 'Skip to main content',
  mainNav: 'Main',
  menu: { open: 'Open menu', close: 'Close menu' },
  update: { available: 'A new version is available', reload: 'Reload' },
  footer: {
    practiceAreas: 'Practice Areas',
    quickLinks: 'Quick Links',
    /** A fictional firm holds no copyright: whoever runs the demonstration does. */
    copyright: whileFictional(
      `© ${firm.copyrightYear} ${builtOperator?.name ?? 'The operator of this demonstration'}.`,
      `© ${firm.copyrightYear} ${firm.name}. All rights reserved.`,
    ),
  },
}
