import { type FileHandle, open } from 'node:fs/promises'

/**
 * Makes commits durable without holding the event loop: SQLite commits in WAL mode with
 * synchronous=NORMAL (written to the WAL, not yet synced), and the caller waits for an fdatasync
 * of the WAL on libuv's thread pool before it answers. What synchronous=FULL guarantees, but the
 * sync runs beside the server instead of inside it, and one sync covers every commit made before
 * it started: while one runs, the commits that arrive wait for the next, together (group commit).
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
