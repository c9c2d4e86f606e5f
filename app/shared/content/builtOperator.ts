import type { Operator } from './operator.ts'

/**
 * The operator the pages were built for: null when the build was given none (vite.config.ts).
 * Code run outside Vite (the browser tests read content too) has no build, so none.
 */
export const builtOperator: Operator | null = typeof __OPERATOR__ === 'undefined' ? null : __OPERATOR__
