/**
 * The calendar year the pages are rendered in. The site is prerendered, so every figure counted
 * from it is fixed at build time: each year's build states that year's figure, and a build left
 * running into a later year can only understate it, never overstate it.
 */
export const buildYear = new Date().getFullYear()

/** Calendar years from `since` to `year`, as a firm counts its anniversaries: 1881 to 2026 is 145. */
export const yearsSince = (since: number, year: number = buildYear) => year - since
