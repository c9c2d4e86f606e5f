import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../../shared/content/pageMeta.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'
import { AboutBlock } from '../components/AboutBlock.tsx'
import { AccreditationsSection } from '../components/AccreditationsSection.tsx'
import { ContactSection } from '../components/ContactSection.tsx'
import { HistoryTimeline } from '../components/HistoryTimeline.tsx'
import { HomeHero } from '../components/HomeHero.tsx'
import { ReviewsSection } from '../components/ReviewsSection.tsx'
import { TeamPreview } from '../components/TeamPreview.tsx'
import { homePage } from '../../shared/content/home.ts'

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  head: () => pageHead({ path: '/', ...pageMeta.home }),
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <HomeHero />
      <AboutBlock />
      <ReviewsSection {...homePage.reviews} />
      <TeamPreview {...homePage.team} />
      <AccreditationsSection {...homePage.accreditations} />
      <HistoryTimeline />
      <ContactSection />
    </>
  )
}
