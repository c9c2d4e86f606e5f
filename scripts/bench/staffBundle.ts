import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * The staff app's JavaScript per screen, from the build's own record of its chunks
 * (dist/staff/.vite/manifest.json): each screen's chunk, the entry, and every chunk they import,
 * counted once, at the sizes the server sends (the .gz and .br files beside each).
 */
interface Chunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

export interface ScreenBytes {
  /** What a browser has loaded by the time the screen is shown. */
  screen: string
  chunks: number
  gzipBytes: number
  brotliBytes: number
}

/** The screens' chunks, by their source files (app/staff/routes). */
const screens = {
  signIn: 'routes/sign-in.lazy.tsx',
  signedIn: 'routes/signed-in.lazy.tsx',
  inbox: 'routes/index.lazy.tsx',
  enquiry: 'routes/enquiries.$id.lazy.tsx',
}

/** The paths a browser walks, each a list of screens seen in turn. */
const journeys: Array<[string, Array<keyof typeof screens>]> = [
  ['the sign-in screen', ['signIn']],
  ['the inbox, signed in on the way', ['signIn', 'signedIn', 'inbox']],
  ['the inbox, already signed in', ['signedIn', 'inbox']],
  ['then an enquiry, signed in on the way', ['signIn', 'signedIn', 'inbox', 'enquiry']],
]

export async function staffScreenBytes(staffDir = 'dist/staff'): Promise<ScreenBytes[]> {
  const manifest: Record<string, Chunk> = JSON.parse(await readFile(path.join(staffDir, '.vite/manifest.json'), 'utf8'))
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  if (!entry) throw new Error('The staff build has no entry chunk: run npm run build')
  // A file too small to gain from compression has no compressed copy and is sent as it is.
  const size = (file: string, encoded: string) =>
    stat(path.join(staffDir, encoded)).then(
      (found) => found.size,
      () => stat(path.join(staffDir, file)).then((found) => found.size),
    )

  const withImports = (key: string, into: Set<string>) => {
    if (into.has(key)) return into
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the staff build's manifest`)
    into.add(key)
    for (const imported of chunk.imports ?? []) withImports(imported, into)
    return into
  }

  return Promise.all(
    journeys.map(async ([screen, steps]) => {
      const keys = new Set<string>()
      // A screen without a chunk of its own (a build in one chunk) is in the entry's.
      const screenChunks = steps.map((step) => screens[step]).filter((key) => key in manifest)
      for (const key of [entry, ...screenChunks]) withImports(key, keys)
      const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))
      const sizes = await Promise.all(files.map(async (file) => [await size(file, `${file}.gz`), await size(file, `${file}.br`)]))
      return {
        screen,
        chunks: files.length,
        gzipBytes: sizes.reduce((sum, [gzip]) => sum + gzip!, 0),
        brotliBytes: sizes.reduce((sum, [, brotli]) => sum + brotli!, 0),
      }
    }),
  )
}
