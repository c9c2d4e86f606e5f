import { rm } from 'node:fs/promises'

/** After the run: its temp folder (playwright.config.ts), with the store, mail and profiles in it. */
export default async function globalTeardown() {
  await rm(process.env.E2E_TEMP_DIR!, { recursive: true, force: true })
}
