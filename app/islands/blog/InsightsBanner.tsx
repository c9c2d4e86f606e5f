import { blogPage } from '../../shared/content/blog.ts'

/**
 * The banner of /blog, drawn as PageHero draws one without a picture. It belongs to the island,
 * so that an insight opened in place takes the banner's place as well as the list's; PageHero
 * itself reads pictures from disk while rendering, so it never reaches the browser.
 */
export function InsightsBanner() {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div className="absolute inset-0 bg-gradient-to-r from-navy-950/90 via-navy-950/70 to-navy-950/30" aria-hidden="true" />
      <div className="page-container relative py-16 md:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-brass-300">Articles and case studies</p>
        <h1 className="heading-xl mt-2 max-w-3xl">{blogPage.heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-navy-100">{blogPage.intro}</p>
      </div>
    </section>
  )
}
