import { isBuildCurrent } from './buildStamp.ts'
import { buildSite } from './build.ts'

/** `npm start`: builds the site when its sources or SITE_URL changed since the last build, then serves it. */
if (!(await isBuildCurrent())) {
  console.log('Building the site (sources or SITE_URL changed since the last build)...')
  await buildSite()
}
await import('../server/index.ts')
