import { HeadContent, Outlet, createRootRoute, useLocation } from '@tanstack/react-router'
import fontFaces from '../../shared/styles/fonts.css?inline'
import answerBeforeHydration from '../answerBeforeHydration.css?inline'
import belowFirstScreen from '../belowFirstScreen.css?inline'
import headingFontWhenCached from '../headingFontWhenCached.css?inline'
import { Footer } from '../components/Footer.tsx'
import { TopNotice } from '../components/TopNotice.tsx'
import { Island } from '../Island.tsx'
import { jsonLd } from '../seo.ts'
import { legalService } from '../structuredData.ts'
import { NotFoundPage } from './not-found.tsx'
import { firm } from '../../shared/content/firm.ts'
import { firstScreenId } from '../../shared/firstScreen.ts'
import { siteChrome } from '../../shared/content/siteChrome.ts'

export const rootRoute = createRootRoute({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#13233f' },
      { name: 'format-detection', content: 'telephone=no' },
      ...(firm.fictional ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    // In the page itself, so headings never wait for the stylesheet to know their font and
    // fallback, and a tap before the islands' code has arrived is answered at once.
    styles: [{ children: fontFaces + headingFontWhenCached + answerBeforeHydration + belowFirstScreen }],
    // No LegalService, and no search listing, for a firm that does not exist.
    scripts: firm.fictional ? [] : [jsonLd(legalService())],
    links: [
      { rel: 'icon', href: '/images/favicon.ico', sizes: '48x48' },
      { rel: 'apple-touch-icon', href: '/images/apple-touch-icon-180x180.png' },
      // In the served HTML, where install prompts, PWA auditors and crawlers read it.
      { rel: 'manifest', href: '/manifest.webmanifest' },
      // The first paint waits for the page's opening section and no more (decision 0057).
      { rel: 'expect', href: `#${firstScreenId}`, blocking: 'render' },
    ],
  }),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
})

function RootDocument() {
  const { pathname } = useLocation()
  return (
    <html lang="en-GB">
      <head>
        <HeadContent />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {siteChrome.skipLink}
        </a>
        <TopNotice />
        <Island name="Header" props={{ pathname }} />
        <main id="main" tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
        <Footer />
        <Island name="OutboxStatus" hydrate="demand" />
        <Island name="Notifications" hydrate="demand" />
      </body>
    </html>
  )
}
