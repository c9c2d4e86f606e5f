import type { Operator } from '../../app/shared/content/operator.ts'
import { ConfigError } from '../config.ts'
import type { PagesManifest } from './pageManifest.ts'

const described = (operator: Operator | null) => (operator ? JSON.stringify(operator) : 'none')

/**
 * The pages were built naming an operator (or none); a server configured with another would send
 * acknowledgements in one name while the privacy notice gives another, so it does not start.
 */
export function assertPagesNameOperator(manifest: PagesManifest, operator: Operator | null) {
  const built = manifest.operator ?? null
  if (JSON.stringify(built) === JSON.stringify(operator)) return
  throw new ConfigError(
    `Invalid configuration:\n  OPERATOR_*: the pages were built naming ${described(built)}, but the server is configured with ${described(operator)}; build again with the same OPERATOR_ variables ("npm start" does so itself)`,
  )
}
