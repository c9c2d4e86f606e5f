import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../../shared/content/pageMeta.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'
import { HistoryTimeline } from '../components/HistoryTimeline.tsx'
import { PageHero } from '../../shared/components/PageHero.tsx'
import { HeroBackdrop } from '../components/HeroBackdrop.tsx'
import { historyPage, timelineIntro } from '../../shared/content/history.ts'
import { Icon } from '../../shared/components/Icon.tsx'

export const historyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/history',
  head: () => pageHead({ path: '/history', ...pageMeta.history, breadcrumbs: [{ name: 'Our History', path: '/history' }] }),
  component: HistoryPage,
})

function HistoryPage() {
  const { banner, legacy, generations, principles } = historyPage
  return (
    <>
      <PageHero
        eyebrow={timelineIntro.eyebrow}
        heading={banner.heading}
        text={banner.text}
        backdrop={<HeroBackdrop picture={{ src: '/images/hero.svg', alt: '', width: 1600, height: 1000 }} className="absolute inset-0 opacity-45" />}
      />
      <section className="page-container section-y grid gap-12 lg:grid-cols-2">
        <div>
          <h2 className="heading-lg text-navy-900">{legacy.heading}</h2>
          {legacy.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 text-lg text-ink-soft">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="rounded-xl bg-parchment p-8">
          <h2 className="heading-lg text-navy-900">{generations.heading}</h2>
          <p className="mt-4 text-ink-soft">{generations.text}</p>
          <ul className="mt-6 space-y-3">
            {generations.claims.map((claim) => (
              <li key={claim} className="flex gap-3 font-semibold text-navy-900">
                <Icon name="check" className="mt-1 text-teal" />
                {claim}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <HistoryTimeline />
      <section className="bg-navy-50">
        <div className="page-container section-y">
          <h2 className="heading-lg text-center text-navy-900">{principles.heading}</h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {principles.items.map((principle) => (
              <li key={principle.title} className="card p-6">
                <Icon name={principle.icon} className="text-3xl text-brass-600" />
                <h3 className="heading-md mt-3 text-navy-900">{principle.title}</h3>
                <p className="mt-2 text-sm text-ink-soft">{principle.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
