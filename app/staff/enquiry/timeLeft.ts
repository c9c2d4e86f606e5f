import { staffCopy } from '../../shared/content/staff.ts'

export interface ReplyCountdown {
  overdue: boolean
  /** "18 h 20 min left", "Overdue by 3 h 5 min". */
  text: string
}

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

function span(ms: number): string {
  if (ms < minute) return 'less than 1 min'
  const days = Math.floor(ms / day)
  const hours = Math.floor((ms % day) / hour)
  const minutes = Math.floor((ms % hour) / minute)
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`
  return `${minutes} min`
}

/** Plain time to the server's due time, rounded down to the minute: the figure never claims more time than there is. */
export function replyCountdown(replyDueAt: string, now: number): ReplyCountdown {
  const left = Date.parse(replyDueAt) - now
  return left > 0 ? { overdue: false, text: staffCopy.countdown.left(span(left)) } : { overdue: true, text: staffCopy.countdown.overdue(span(-left)) }
}
