import { Link } from '@tanstack/react-router'
import { firm, fullAddress } from '../../shared/content/firm.ts'
import { footerPracticeAreas } from '../../shared/content/services.ts'
import { footerQuickLinks } from '../../shared/content/navigation.ts'
import { SocialLinks } from '../../shared/components/SocialLinks.tsx'
import { FictionalNotice } from './FictionalNotice.tsx'
import { FooterRegulation } from './FooterRegulation.tsx'
import { siteChrome } from '../../shared/content/siteChrome.ts'

export function Footer() {
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="page-container grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="font-serif text-2xl font-semibold text-white">{firm.name}</p>
          <p className="mt-3 max-w-md">{firm.blurb}</p>
          <address className="mt-4 not-italic">
            {fullAddress}
            <br />
            <a href={firm.phone.href} className="whitespace-nowrap hover:text-white">
              {firm.phone.display}
            </a>
            {' · '}
            <a href={`mailto:${firm.email}`} className="hover:text-white">
              {firm.email}
            </a>
          </address>
          <SocialLinks className="mt-4 -ml-3" linkClassName="hover:(bg-white/10 text-white)" />
        </div>
        <div>
          <h2 className="font-serif text-lg font-semibold text-white">{siteChrome.footer.practiceAreas}</h2>
          <ul className="mt-3 space-y-1">
            {footerPracticeAreas.map((area) => (
              <li key={area}>
                <Link to="/services" className="inline-block py-1 hover:text-white">
                  {area}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-serif text-lg font-semibold text-white">{siteChrome.footer.quickLinks}</h2>
          <ul className="mt-3 space-y-1">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block py-1 hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="page-container grid gap-3 py-5 text-sm text-navy-200">
          <FictionalNotice className="text-navy-100" />
          <FooterRegulation />
          <p>{siteChrome.footer.copyright}</p>
        </div>
      </div>
    </footer>
  )
}
