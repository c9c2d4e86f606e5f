import { type FileHandle, open } from 'node:fs/promises'

/**
 * What synchronous=FULL guarantees without holding the event loop: SQLite commits with NORMAL and the
 * caller awaits an fdatasync on libuv's thread pool, one shared by the commits that wait together.
 * Decision 0030 has the figures against FULL, whose slow syncs on a busy disk hold every request.
 */
export function walSyncer(walFile: string) {
  let handle: Promise<FileHandle> | undefined
  let running: Promise<void> | undefined
  let next: Promise<void> | undefined

  const syncOnce = async () => {
    handle ??= open(walFile, 'r')
    await (await handle).datasync()
  }

  /** Resolves once everything committed before the call is on disk. */
  function sync(): Promise<void> {
    if (!running) {
      running = syncOnce().finally(() => {
        running = undefined
      })
      return running
    }
    // The sync under way may have started before this commit: wait for one that starts after it.
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined
        return sync()
      })
    return next
  }

  return {
    sync,
    async close() {
      await running?.catch(() => undefined)
      if (handle) await (await handle).close()
    },
  }
}
