/** The words every public page carries around its content: the skip link, the menu, the footer's headings. */
export const siteChrome = {
  skipLink: 'Skip to main content',
  mainNav: 'Main',
  menu: { open: 'Open menu', close: 'Close menu' },
  update: { available: 'A new version is available', reload: 'Reload' },
  footer: {
    practiceAreas: 'Practice Areas',
    quickLinks: 'Quick Links',
    rights: 'All rights reserved.',
  },
}
