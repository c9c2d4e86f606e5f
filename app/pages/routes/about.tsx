import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../../shared/content/pageMeta.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'
import { CallToAction } from '../components/CallToAction.tsx'
import { PageHero } from '../../shared/components/PageHero.tsx'
import { aboutPage } from '../../shared/content/about.ts'
import { Icon } from '../../shared/components/Icon.tsx'
import { FictionalNotice } from '../components/FictionalNotice.tsx'
import { RegulatoryInformation } from '../components/RegulatoryInformation.tsx'

export const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/about',
  head: () => pageHead({ path: '/about', ...pageMeta.about, breadcrumbs: [{ name: 'About', path: '/about' }] }),
  component: AboutPage,
})

function AboutPage() {
  const { hero, story, values, whyChoose, cta } = aboutPage
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.intro} />
      <section className="page-container section-y grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <FictionalNotice className="mb-6 rounded-lg border border-brass-300 bg-brass-50 p-4 text-ink" />
          <h2 className="heading-lg text-navy-900">{story.heading}</h2>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 text-lg text-ink-soft">
              {paragraph}
            </p>
          ))}
        </div>
        <ul className="grid content-start gap-4">
          {values.map((value) => (
            <li key={value.name} className="card flex gap-4 p-6">
              <Icon name={value.icon} className="mt-1 text-3xl text-brass-600" />
              <div>
                <h3 className="heading-md text-navy-900">{value.name}</h3>
                <p className="mt-1 text-ink-soft">{value.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="bg-parchment">
        <div className="page-container section-y">
          <h2 className="heading-lg text-navy-900">{whyChoose.heading}</h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {whyChoose.points.map((point) => (
              <li key={point.title} className="flex gap-3">
                <Icon name="check" className="mt-1 text-xl text-teal" />
                <div>
                  <h3 className="font-semibold text-navy-900">{point.title}</h3>
                  <p className="mt-1 text-ink-soft">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <RegulatoryInformation />
      <CallToAction heading={cta.heading} text={cta.text} />
    </>
  )
}
