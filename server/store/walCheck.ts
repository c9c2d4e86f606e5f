import { existsSync } from 'node:fs'
import { copyPrivately } from './privateFiles.ts'
import { StoreOpenError } from './store.ts'
import { findWalDamage } from './walFrames.ts'

/**
 * Checks a crashed log before SQLite reads it and drops everything after its first bad frame. On damage,
 * the database and log are copied aside, once per log generation however often a supervisor restarts
 * the server, and the store refuses to open. Only the holder of the writer lock checks.
 */
export function refuseDamagedWal(databaseFile: string) {
  const walFile = `${databaseFile}-wal`
  const damage = findWalDamage(walFile, databaseFile)
  if (!damage) return
  const kept = [databaseFile, walFile].map((file) => {
    const copy = `${file}.damaged-${damage.generation}`
    if (!existsSync(copy)) copyPrivately(file, copy)
    return copy
  })
  const where = damage.frame === 0 ? 'its header fails its checksum' : `frame ${damage.frame} of ${damage.frames} fails its checksum`
  throw new StoreOpenError(
    `The store's write-ahead log ${walFile} is damaged: ${where}, and ${damage.validAfter} valid frames follow it. ` +
      'Opening it would silently drop every enquiry written after the damage, so the server has not started and has changed nothing. ' +
      `Copies of both files are kept as ${kept.join(' and ')}. ` +
      'Restore the latest backup (docs/operating.md, "A damaged log"), or, to start with everything written before the damage, ' +
      `run \`truncate -s ${damage.offset} ${walFile}\` and start again; what came after it is then only in the copies.`,
  )
}
