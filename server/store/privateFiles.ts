import { mkdir } from 'node:fs/promises'

/**
 * The embedded store's folder and files are the server user's alone: enquiries are personal
 * data, sessions.db names live sessions and settings.db holds the cookie secret. A umask can
 * only take permission bits away, so these modes hold whatever umask the server starts with.
 */
export const privateModes = { dirMode: 0o700, fileMode: 0o600 }

/** Creates DATA_DIR (and any missing parent) readable by the server's user alone. */
export async function makePrivateDir(dir: string) {
  await mkdir(dir, { recursive: true, mode: privateModes.dirMode })
}
