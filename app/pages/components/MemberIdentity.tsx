import type { TeamMember } from '../../shared/content/types.ts'
import { discInitials } from './initials.ts'

const classes = {
  h2: { name: 'font-serif text-xl font-semibold text-navy-900', title: 'font-medium text-brass-700' },
  h3: { name: 'font-serif text-lg font-semibold text-navy-900', title: 'text-sm font-medium text-brass-700' },
}

export function MemberIdentity({ member, heading: Heading }: { member: TeamMember; heading: 'h2' | 'h3' }) {
  return (
    <div className="flex items-center gap-4">
      <span
        className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-navy-800 font-serif text-xl font-semibold text-brass-300"
        aria-hidden="true"
      >
        {discInitials(member.name)}
      </span>
      <div>
        <Heading className={classes[Heading].name}>{member.name}</Heading>
        <p className={classes[Heading].title}>{member.title}</p>
      </div>
    </div>
  )
}
