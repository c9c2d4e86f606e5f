import { Link } from '@tanstack/react-router'
import { homePage } from '../../shared/content/home.ts'
import { practiceAreas } from '../../shared/content/services.ts'
import { Icon } from '../../shared/components/Icon.tsx'

/** Full-screen opening of the home page, with a tile for each of the eight practice areas. */
export function HomeHero() {
  const { eyebrow, heading, text } = homePage.hero
  return (
    <section className="hero-backdrop relative isolate flex min-h-[calc(100svh-6.5rem)] items-center overflow-hidden text-white">
      <div className="page-container py-14">
        <p className="text-sm font-semibold uppercase tracking-widest text-brass-300">{eyebrow}</p>
        <h1 className="heading-xl mt-3 max-w-3xl md:text-6xl">{heading}</h1>
        <p className="mt-5 max-w-2xl text-lg text-navy-100">{text}</p>
        <ul className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-4">
          {practiceAreas.map((area) => (
            <li key={area.slug}>
              <Link
                to="/services/$serviceId"
                params={{ serviceId: area.slug }}
                className="flex h-full min-h-20 items-center gap-3 rounded-lg bg-white/10 p-3 text-sm font-semibold text-white no-underline ring-1 ring-white/20 backdrop-blur-sm transition-colors hover:bg-white/20 md:text-base"
              >
                <Icon name={area.icon} className="text-2xl text-brass-300" />
                {area.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
