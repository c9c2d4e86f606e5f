import { regulatoryInformation } from '../../shared/content/regulation.ts'

/** The firm's regulatory information in full (Provision of Services Regulations 2009, reg. 8), on About. */
export function RegulatoryInformation() {
  const { id, heading, intro, items } = regulatoryInformation
  return (
    <section id={id} className="page-container section-y" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="heading-lg text-navy-900">
        {heading}
      </h2>
      {intro && <p className="mt-4 max-w-3xl text-ink-soft">{intro}</p>}
      <dl className="mt-6 grid max-w-3xl gap-6">
        {items.map((item) => (
          <div key={item.term}>
            <dt className="font-semibold text-navy-900">{item.term}</dt>
            {item.paragraphs.map((paragraph) => (
              <dd key={paragraph.slice(0, 40)} className="mt-1 text-ink-soft">
                {paragraph}
              </dd>
            ))}
            {item.links && (
              <dd className="mt-1">
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {item.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className="text-navy-700 link-underline" target="_blank" rel="noopener noreferrer">
                        {link.label}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  )
}
