import { staffTeamCopy } from '../../shared/content/staffTeam.ts'
import type { TeamMember } from '../../shared/staffRoutes/team.ts'
import { formatWhen } from '../ui/formatWhen.ts'
import { useMinuteClock } from '../ui/useMinuteClock.ts'
import { AccountActions } from './AccountActions.tsx'

const copy = staffTeamCopy.team

function AccountCard({ account, isMe, now }: { account: TeamMember; isMe: boolean; now: number }) {
  const { username, role, email, factors, createdAt } = account
  return (
    <article aria-labelledby={`account-${username}`} className="card grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={`account-${username}`} className="min-w-0 text-lg font-semibold text-navy-900">
          {username}
        </h3>
        {isMe && <span className="rounded-full bg-navy-50 px-2.5 py-0.5 text-sm font-semibold text-navy-800">{copy.you}</span>}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-soft">{copy.labels.role}</dt>
        <dd>{staffTeamCopy.roleNames[role]}</dd>
        <dt className="text-ink-soft">{copy.labels.email}</dt>
        <dd>{email ?? copy.noEmail}</dd>
        <dt className="text-ink-soft">{copy.labels.factors}</dt>
        <dd className={factors.length === 0 ? 'font-semibold text-rust' : undefined}>
          {factors.length === 0 ? copy.noFactor : factors.map((kind) => copy.factorNames[kind]).join(', ')}
        </dd>
        <dt className="text-ink-soft">{copy.labels.added}</dt>
        <dd>
          <time dateTime={createdAt}>{formatWhen(createdAt, now)}</time>
        </dd>
      </dl>
      {/* Nobody changes their own account here, so an administrator always remains (server/staff/teamRoutes.ts). */}
      {!isMe && <AccountActions username={username} role={role} />}
    </article>
  )
}

/** Everyone who can sign in, the signed-in administrator among them. */
export function TeamList({ accounts, me }: { accounts: TeamMember[]; me: string }) {
  const now = useMinuteClock()
  return (
    <section aria-labelledby="accounts-heading" className="mt-6">
      <h2 id="accounts-heading" className="heading-md text-navy-900">
        {copy.accounts}
      </h2>
      <ul className="mt-3 grid gap-3">
        {accounts.map((account) => (
          <li key={account.username}>
            <AccountCard account={account} isMe={account.username === me} now={now} />
          </li>
        ))}
      </ul>
    </section>
  )
}
