import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Every byte the embedded store keeps in its folder (the database, its WAL, its shared-memory index), as text to search. */
export const storeFilesText = (dataDir: string) =>
  readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(dataDir, entry.name), 'latin1'))
    .join('\n')
