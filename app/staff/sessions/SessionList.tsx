import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SessionSummary } from '../../shared/staffApi.ts'
import * as staffApi from '../../shared/staffRoutes/account.ts'
import { call } from '../api/staffRequests.ts'
import { failureText } from '../api/apiError.ts'
import { sessionsQuery } from '../api/queries.ts'
import { formatWhen } from '../ui/formatWhen.ts'
import { showToast } from '../ui/staffToast.ts'
import { useMinuteClock } from '../ui/useMinuteClock.ts'
import { staffAccountCopy } from '../../shared/content/staffAccount.ts'

const copy = staffAccountCopy.sessions

function SessionCard({ session, now }: { session: SessionSummary; now: number }) {
  return (
    <div className="card p-4">
      <p className="font-semibold text-navy-900">{session.device}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-soft">{copy.started}</dt>
        <dd>
          <time dateTime={session.signedInAt}>{formatWhen(session.signedInAt, now)}</time>
        </dd>
        <dt className="text-ink-soft">{copy.lastActive}</dt>
        <dd>
          <time dateTime={session.lastActiveAt}>{formatWhen(session.lastActiveAt, now)}</time>
        </dd>
      </dl>
    </div>
  )
}

export function SessionList({ sessions }: { sessions: SessionSummary[] }) {
  const now = useMinuteClock()
  const queryClient = useQueryClient()
  const current = sessions.filter((session) => session.current)
  const others = sessions.filter((session) => !session.current)

  const signOutOthers = useMutation({
    mutationFn: () => call(staffApi.endOtherSessions),
    onSuccess: ({ ended }) => void showToast((toast) => toast.success(copy.signedOutOthers(ended))),
    onError: (error) => void showToast((toast) => toast.error(failureText(error))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  })

  return (
    <>
      <section aria-labelledby="this-session" className="mt-6">
        <h2 id="this-session" className="heading-md text-navy-900">
          {copy.thisOne}
        </h2>
        <ul className="mt-3 grid gap-3">
          {current.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} now={now} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="other-sessions" className="mt-8">
        <h2 id="other-sessions" className="heading-md text-navy-900">
          {copy.others}
        </h2>
        {others.length === 0 ? (
          <p className="mt-3">{copy.none}</p>
        ) : (
          <>
            <ul className="mt-3 grid gap-3">
              {others.map((session) => (
                <li key={session.id}>
                  <SessionCard session={session} now={now} />
                </li>
              ))}
            </ul>
            <button
              type="button"
              disabled={signOutOthers.isPending}
              className="btn mt-4 w-full bg-rust text-white hover:bg-rust/90 disabled:opacity-70 sm:w-auto"
              onClick={() => signOutOthers.mutate()}
            >
              {copy.signOutOthers}
            </button>
          </>
        )}
      </section>
    </>
  )
}
