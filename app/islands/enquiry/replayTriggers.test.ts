// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import type { Outbox, ReplayResult } from '../../shared/enquiry/outbox.ts'
import { announce } from '../../shared/enquiry/outboxEvents.ts'
import { startReplaying } from './replayTriggers.ts'

afterEach(() => vi.useRealTimers())

test('a replay skipped because another holds the outbox leaves the time that holder announced', async () => {
  vi.useFakeTimers()
  let finishSkipped: (result: ReplayResult) => void = () => {}
  const replay = vi
    .fn<Outbox['replay']>()
    .mockResolvedValueOnce({ reports: [], waiting: 0 })
    .mockImplementationOnce(() => new Promise((resolve) => (finishSkipped = resolve)))
    .mockResolvedValue({ reports: [], waiting: 0 })
  const outbox = { replay, nextAttemptAt: vi.fn(async () => Date.now() + 2000) } as unknown as Outbox
  const stop = startReplaying(outbox)
  await vi.advanceTimersByTimeAsync(0)

  // The page is shown again while a live submission holds the outbox: this replay is skipped.
  document.dispatchEvent(new Event('visibilitychange'))
  // The submission's attempt fails and it announces the change: the page wakes in 2 s...
  announce()
  await vi.waitFor(() => expect(outbox.nextAttemptAt).toHaveBeenCalled())
  await vi.advanceTimersByTimeAsync(0)
  // ...and only then does the skipped replay come back, with no time of its own.
  finishSkipped({ reports: [], waiting: 1, nextAttemptAt: undefined })
  await vi.advanceTimersByTimeAsync(2100)

  expect(replay).toHaveBeenCalledTimes(3)
  stop()
})
