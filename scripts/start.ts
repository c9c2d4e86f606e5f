import { isBuildCurrent } from './buildStamp.ts'

/** `npm start`'s prestart; the start then execs the production command in a process that holds none of the build's memory. */
if (!(await isBuildCurrent())) {
  console.log('Building the site (sources, SITE_URL or OPERATOR_* changed since the last build)...')
  const { buildSite } = await import('./build.ts')
  await buildSite()
}
