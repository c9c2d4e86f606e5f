import { useQuery } from '@tanstack/react-query'
import { Icon } from '../../shared/components/Icon.tsx'
import { staffCopy } from '../../shared/content/staff.ts'
import { formatWhen } from '../ui/formatWhen.ts'
import { alertsQuery } from '../api/queries.ts'

/** Failing alerts mean enquiries nobody has been told about, so they are said loudly, above every screen. */
export function AlertsBanner() {
  const { data: alerts } = useQuery(alertsQuery)
  if (!alerts) return null
  if (alerts.failing > 0) {
    return (
      <div role="alert" className="mt-4 rounded-lg border-l-4 border-rust bg-rust-light p-4">
        <p className="flex items-start gap-2 font-semibold text-rust">
          <Icon name="circle-alert" className="mt-0.5" />
          <span>
            {staffCopy.alertsFailing.waiting(alerts.failing)}
            {alerts.failingSince && (
              <>
                {' '}
                {staffCopy.alertsFailing.since} <time dateTime={alerts.failingSince}>{formatWhen(alerts.failingSince, Date.now())}</time>
              </>
            )}
            .
          </span>
        </p>
        {alerts.lastError && <p className="mt-1 break-words text-sm">{staffCopy.alertsFailing.lastError(alerts.lastError)}</p>}
        <p className="mt-1 text-sm">{staffCopy.alertsFailing.checkYourself}</p>
      </div>
    )
  }
  // Said once in the day it happened, quietly: nothing waits, and a stranger's bad address is no alarm.
  if (alerts.lastRefusal)
    return (
      <p role="status" className="mt-4 break-words text-sm text-ink-soft">
        <time dateTime={alerts.lastRefusal.at}>{formatWhen(alerts.lastRefusal.at, Date.now())}</time>: {staffCopy.alertRefused(alerts.lastRefusal.error)}
      </p>
    )
  return null
}

/** Alerts switched off, below the list: staff see the enquiries first, and whoever runs the server, what to set. */
export function AlertsOffNote() {
  const { data: alerts } = useQuery(alertsQuery)
  if (!alerts || alerts.enabled) return null
  return <p className="mt-4 max-w-3xl text-sm text-ink-soft">{staffCopy.alertsOff}</p>
}
