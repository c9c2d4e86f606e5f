import { milestones, timelineIntro } from '../../shared/content/history.ts'
import { Icon } from '../../shared/components/Icon.tsx'
import { SectionIntro } from './SectionIntro.tsx'

export function HistoryTimeline() {
  return (
    <section className="page-container section-y" aria-labelledby="timeline-heading">
      <SectionIntro id="timeline-heading" eyebrow={timelineIntro.eyebrow} heading={timelineIntro.heading} intro={timelineIntro.text} centered />
      <ol className="relative mx-auto mt-12 max-w-3xl border-l-2 border-brass-300 pl-8">
        {milestones.map((milestone) => (
          <li key={milestone.year} className="relative pb-10 last:pb-0">
            <span
              className="absolute -left-[3.05rem] top-0 inline-flex h-9 w-9 items-center justify-center rounded-full bg-navy-800 text-brass-300 ring-4 ring-white"
              aria-hidden="true"
            >
              <Icon name={milestone.icon} />
            </span>
            <p className="font-serif text-2xl font-semibold text-brass-700">{milestone.year}</p>
            <h3 className="heading-md mt-1 text-navy-900">{milestone.title}</h3>
            <p className="mt-2 text-ink-soft">{milestone.description}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
