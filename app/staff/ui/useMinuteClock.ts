import { useEffect, useState } from 'react'

/** The current time, renewed every minute: the reply countdowns count minutes. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}
