import { isBuildCurrent } from './buildStamp.ts'

/**
 * `npm start`'s prestart: builds the site and the server when their sources, SITE_URL or OPERATOR_* changed
 * since the last build. The start itself execs `node dist/node/server/index.js`, the production
 * command, in a process of its own that holds none of the build's memory.
 */
if (!(await isBuildCurrent())) {
  console.log('Building the site (sources, SITE_URL or OPERATOR_* changed since the last build)...')
  const { buildSite } = await import('./build.ts')
  await buildSite()
}
