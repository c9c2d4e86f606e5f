import { isBuildCurrent } from './buildStamp.ts'

/**
 * The first half of `npm start`: builds the site and the server when their sources or SITE_URL
 * changed since the last build. The second half, `node dist/node/server/index.js`, is the
 * production command, and runs in a process of its own that holds none of the build's memory.
 */
if (!(await isBuildCurrent())) {
  console.log('Building the site (sources or SITE_URL changed since the last build)...')
  const { buildSite } = await import('./build.ts')
  await buildSite()
}
