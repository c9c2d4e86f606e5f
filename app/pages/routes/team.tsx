import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../../shared/content/pageMeta.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'
import { CallToAction } from '../components/CallToAction.tsx'
import { PageHero } from '../../shared/components/PageHero.tsx'
import { TeamCard } from '../components/TeamCard.tsx'
import { team, teamPage } from '../../shared/content/team.ts'
import { FictionalNotice } from '../components/FictionalNotice.tsx'

export const teamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/team',
  head: () => pageHead({ path: '/team', ...pageMeta.team, breadcrumbs: [{ name: 'Team', path: '/team' }] }),
  component: TeamPage,
})

function TeamPage() {
  return (
    <>
      <PageHero eyebrow={teamPage.eyebrow} heading={teamPage.heading} text={teamPage.intro} />
      <section className="page-container section-y">
        <FictionalNotice className="mb-8 max-w-3xl rounded-lg border border-brass-300 bg-brass-50 p-4 text-ink" />
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {team.map((member) => (
            <li key={member.name}>
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      </section>
      <CallToAction heading={teamPage.ctaHeading} text={teamPage.cta} callLabel={teamPage.callNow} />
    </>
  )
}
