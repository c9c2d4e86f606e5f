import { Link } from '@tanstack/react-router'
import { regulatoryInformation, regulatorySummary } from '../../shared/content/regulation.ts'

/** In place of the spec's "Licensed to practise law in Northern Ireland" (decision 0023); the whole is on About. */
export function FooterRegulation() {
  return (
    <section aria-labelledby="footer-regulation-heading">
      <h2 id="footer-regulation-heading" className="font-semibold text-white">
        {regulatorySummary.heading}
      </h2>
      {regulatorySummary.lines.map((line) => (
        <p key={line.slice(0, 40)} className="mt-1">
          {line}
        </p>
      ))}
      <Link to="/about" hash={regulatoryInformation.id} className="mt-1 inline-block py-1 text-white link-underline">
        {regulatorySummary.link}
      </Link>
    </section>
  )
}
