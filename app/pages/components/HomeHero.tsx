import { Link } from '@tanstack/react-router'
import { enquiryLabel } from '../../shared/content/enquiryCall.ts'
import { firm } from '../../shared/content/firm.ts'
import { firstScreenId } from '../../shared/firstScreen.ts'
import { homePage } from '../../shared/content/home.ts'
import { practiceAreas } from '../../shared/content/services.ts'
import { Icon } from '../../shared/components/Icon.tsx'

export function HomeHero() {
  const { eyebrow, heading, text, call, practiceAreas: areasLabel, allServices } = homePage.hero
  return (
    <section id={firstScreenId} className="hero-backdrop relative isolate flex min-h-[calc(100svh-6.5rem)] items-center overflow-hidden text-white">
      <div className="page-container py-10 md:py-14">
        <p className="text-sm font-semibold uppercase tracking-widest text-brass-300">{eyebrow}</p>
        <h1 className="heading-xl mt-3 max-w-3xl md:text-6xl">{heading}</h1>
        <p className="mt-5 max-w-2xl text-lg text-navy-100">{text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/contact" className="btn-primary text-lg">
            <Icon name="mail" />
            {enquiryLabel}
          </Link>
          <a href={firm.phone.href} className="btn-outline text-white md:hidden">
            <Icon name="phone" />
            {call}
          </a>
        </div>
        <h2 className="sr-only">{areasLabel}</h2>
        <ul className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-4">
          {practiceAreas.map((area) => (
            <li key={area.slug}>
              {/* On a phone the icon sits above the name: beside it, "Conveyancing" had no room left. */}
              <Link
                to="/services/$serviceId"
                params={{ serviceId: area.slug }}
                className="flex h-full min-h-16 flex-col items-start justify-center gap-1.5 rounded-lg bg-white/10 p-3 text-sm font-semibold text-white no-underline ring-1 ring-white/20 backdrop-blur-sm transition-colors hover:bg-white/20 sm:(flex-row items-center gap-3) md:(min-h-20 text-base)"
              >
                <Icon name={area.icon} className="text-2xl text-brass-300" />
                {area.title}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/services" className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-white link-underline">
          {allServices}
          <Icon name="arrow-right" />
        </Link>
      </div>
    </section>
  )
}
