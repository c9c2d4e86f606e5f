import { afterAll } from 'vitest'
import { removeTempDirs } from './tempDirs.ts'

// Registered before the test file's own hooks, so it runs after them: stores they close are closed.
afterAll(removeTempDirs)
