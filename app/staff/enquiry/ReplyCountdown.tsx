import { Icon } from '../../shared/components/Icon.tsx'
import type { ReplyCountdown as Countdown } from './timeLeft.ts'

/** The time left to reply, or by how much it is overdue: in words, with the warning colour and icon on top. */
export function ReplyCountdown({ countdown }: { countdown: Countdown }) {
  return countdown.overdue ? (
    <p className="flex items-center gap-1.5 font-semibold text-rust">
      <Icon name="circle-alert" />
      {countdown.text}
    </p>
  ) : (
    <p className="flex items-center gap-1.5 text-navy-800">
      <Icon name="clock" />
      {countdown.text}
    </p>
  )
}
