import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Installs the bench's own packages, at the versions its lockfile pins, when one is missing: they
 * are needed only to measure and to type-check the bench, so the root's `npm install` never fetches them.
 */
const folder = import.meta.dirname
const { dependencies } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
const missing = Object.keys(dependencies).filter((name) => !existsSync(path.join(folder, 'node_modules', name, 'package.json')))
if (missing.length > 0) {
  console.error(`Installing the bench's packages (${missing.join(', ')} missing) …`)
  const { status } = spawnSync('npm', ['install', '--prefix', folder, '--no-audit', '--no-fund'], { stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}
