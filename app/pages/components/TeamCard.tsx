import { firm } from '../../shared/content/firm.ts'
import type { TeamMember } from '../../shared/content/types.ts'
import { MemberIdentity } from './MemberIdentity.tsx'
import { Icon } from '../../shared/components/Icon.tsx'
import { memberCard } from '../../shared/content/team.ts'

export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className="card flex h-full flex-col p-6">
      <MemberIdentity member={member} heading="h2" />
      <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={`mailto:${firm.email}`} className="inline-flex items-center gap-1.5 text-navy-700 link-underline">
          <Icon name="mail" />
          {firm.email}
        </a>
        {member.linkedin && (
          <a href={member.linkedin} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 text-navy-700 link-underline">
            <Icon name="linkedin" />
            {memberCard.linkedin}
            <span className="sr-only">{memberCard.linkedinProfile(member.name)}</span>
          </a>
        )}
      </div>
      <p className="mt-4 text-ink">{member.bio}</p>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="flex items-center gap-1.5 font-semibold text-navy-900">
            <Icon name="graduation-cap" />
            {memberCard.education}
          </dt>
          <dd className="mt-0.5 text-ink-soft">{member.education}</dd>
        </div>
        {member.bar && (
          <div>
            <dt className="flex items-center gap-1.5 font-semibold text-navy-900">
              <Icon name="award" />
              {member.bar.label}
            </dt>
            <dd className="mt-0.5 text-ink-soft">{member.bar.text}</dd>
          </div>
        )}
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-navy-900">{memberCard.expertise}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {member.specialties.map((specialty) => (
          <li key={specialty} className="rounded-full bg-navy-50 px-3 py-1 text-xs font-medium text-navy-800">
            {specialty}
          </li>
        ))}
      </ul>
    </article>
  )
}
