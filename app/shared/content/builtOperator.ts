import type { Operator } from './operator.ts'

/** The operator the pages were built for: null when the build was given none (vite.config.ts). */
export const builtOperator: Operator | null = __OPERATOR__
