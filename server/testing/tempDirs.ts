import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const made: string[] = []
const closers: Array<() => Promise<void>> = []

/** A new folder in the system's temp folder, removed when the test file ends (server/testing/vitestSetup.ts). */
export function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  made.push(dir)
  return dir
}

/** Something to close before the folders go, such as a store still holding its SQLite files. */
export function closeBeforeRemoval(close: () => Promise<void>) {
  closers.push(close)
}

export async function removeTempDirs() {
  for (const close of closers.splice(0)) await close()
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
}
