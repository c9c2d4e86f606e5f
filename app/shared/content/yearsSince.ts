/** Prerendered, so a figure counted from it is fixed at build: a build left running can understate it, never overstate it. */
export const buildYear = new Date().getFullYear()

/** Calendar years from `since` to `year`, as a firm counts its anniversaries: 1881 to 2026 is 145. */
export const yearsSince = (since: number, year: number = buildYear) => year - since
