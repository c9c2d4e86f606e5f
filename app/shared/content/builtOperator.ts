import type { Operator } from './operator.ts'

/** Null when the build was given none (vite.config.ts), and outside Vite: the browser tests read content too. */
export const builtOperator: Operator | null = typeof __OPERATOR__ === 'undefined' ? null : __OPERATOR__
