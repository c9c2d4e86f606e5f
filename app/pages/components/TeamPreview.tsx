import { Link } from '@tanstack/react-router'
import { MemberIdentity } from './MemberIdentity.tsx'
import { Icon } from '../../shared/components/Icon.tsx'
import { SectionIntro } from './SectionIntro.tsx'
import { enquiryLabel } from '../../shared/content/enquiryCall.ts'
import { memberCard, team, teamPage } from '../../shared/content/team.ts'

const maxSpecialties = 4
const featured = team.filter((member) => member.featured)

export function TeamPreview({ heading, intro }: { heading: string; intro: string }) {
  return (
    <section className="bg-navy-50" aria-labelledby="team-preview-heading">
      <div className="page-container section-y">
        <SectionIntro id="team-preview-heading" eyebrow={teamPage.eyebrow} heading={heading} intro={intro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {featured.map((member) => {
            const extra = member.specialties.length - maxSpecialties
            return (
              <li key={member.name} className="card flex flex-col p-6">
                <MemberIdentity member={member} heading="h3" />
                <p className="mt-4 text-sm text-ink-soft">{member.credentials}</p>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {member.specialties.slice(0, maxSpecialties).map((specialty) => (
                    <li key={specialty} className="rounded-full bg-navy-50 px-3 py-1 text-xs font-medium text-navy-800">
                      {specialty}
                    </li>
                  ))}
                  {extra > 0 && <li className="rounded-full bg-brass-50 px-3 py-1 text-xs font-medium text-brass-700">{memberCard.moreSpecialties(extra)}</li>}
                </ul>
                {member.linkedin && (
                  <a
                    href={member.linkedin}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-navy-700 link-underline"
                  >
                    <Icon name="linkedin" />
                    {memberCard.linkedin}
                    <span className="sr-only">{memberCard.linkedinProfile(member.name)}</span>
                  </a>
                )}
              </li>
            )
          })}
        </ul>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/team" className="btn-navy">
            {memberCard.viewAll}
          </Link>
          <Link to="/contact" className="btn border-2 border-navy-700 text-navy-700 hover:bg-white">
            {enquiryLabel}
          </Link>
          <Link to="/services" className="btn border-2 border-navy-700 text-navy-700 hover:bg-white">
            {memberCard.exploreServices}
          </Link>
        </div>
      </div>
    </section>
  )
}
