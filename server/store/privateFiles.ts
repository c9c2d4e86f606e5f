import { closeSync, fchmodSync, fsyncSync, openSync, readSync, writeSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'

/**
 * The embedded store holds personal data, live sessions and the cookie secret, so its files are the
 * server user's alone. A umask can only take bits away, so these modes hold whatever umask is set.
 */
export const privateModes = { dirMode: 0o700, fileMode: 0o600 }

export async function makePrivateDir(dir: string) {
  await mkdir(dir, { recursive: true, mode: privateModes.dirMode })
}

/** Copies `from` to a new file `to` that is the server user's alone from the moment it exists. */
export function copyPrivately(from: string, to: string) {
  const source = openSync(from, 'r')
  const target = openSync(to, 'wx', privateModes.fileMode)
  try {
    fchmodSync(target, privateModes.fileMode)
    const chunk = Buffer.alloc(1 << 20)
    for (let read = readSync(source, chunk); read > 0; read = readSync(source, chunk)) writeSync(target, chunk, 0, read)
    fsyncSync(target)
  } finally {
    closeSync(source)
    closeSync(target)
  }
}
