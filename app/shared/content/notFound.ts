import { firm } from './firm.ts'
import { realHelp } from './realHelp.ts'
import { whileFictional } from './whileFictional.ts'

/** The page for an address the site does not know (decision 0020): where a visitor can go next. */
export const notFoundPage = {
  title: '404 Page Not Found',
  eyebrow: 'Error 404',
  heading: 'Page Not Found',
  text: 'There is no page at this address. It may have moved, or the address may have been typed wrongly.',
  next: 'You may find what you need here:',
  home: 'Home page',
  services: 'Our services',
  /** Nobody answers the fictional firm's phone, so the page sends an urgent problem elsewhere. */
  call: whileFictional(null, { text: 'Or call us on', hours: `(${firm.hours.display})` }),
  urgent: whileFictional(realHelp.urgent, null),
}
