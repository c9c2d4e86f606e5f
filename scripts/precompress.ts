import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { compressBody } from '../server/static/staticResponse.ts'

/** Text compresses; images and fonts are compressed formats already. */
const compressible = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/

/** Each copy only where smaller, so the server never compresses anything itself; dot-folders are not served, so not compressed. */
export async function precompress(dir: string) {
  const hidden = (folder: string) =>
    path
      .relative(dir, folder)
      .split(path.sep)
      .some((part) => part.startsWith('.'))
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile() && compressible.test(entry.name) && !hidden(entry.parentPath))
  await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name)
      const { br, gzip } = await compressBody(await readFile(file))
      if (br) await writeFile(`${file}.br`, br)
      if (gzip) await writeFile(`${file}.gz`, gzip)
    }),
  )
}
