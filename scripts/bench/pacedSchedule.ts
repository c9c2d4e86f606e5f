/**
 * When an evenly paced run starts its requests: request i at i / rate seconds from the start,
 * whatever the answers. Times are absolute, so a timer that wakes late sends every request
 * that has come due at once and the run keeps its rate instead of drifting slower.
 */
export const startOffsetMs = (index: number, rate: number) => (index * 1000) / rate

/** How many of the run's `total` requests are due `elapsedMs` after its start. */
export const dueCount = (elapsedMs: number, rate: number, total: number) => (elapsedMs < 0 ? 0 : Math.min(total, Math.floor((elapsedMs * rate) / 1000) + 1))
