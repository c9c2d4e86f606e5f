/**
 * Loaded first (`node --import`) into a server whose clock is to run BENCH_CLOCK_SHIFT_MS off the
 * machine's, so what it stores is dated then and a server on the real clock reads it as that old.
 * Only the current time moves; a date built from a given time is that time.
 */
const shiftMs = Number(process.env.BENCH_CLOCK_SHIFT_MS ?? 0)
const MachineDate = globalThis.Date

class ShiftedDate extends MachineDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(MachineDate.now() + shiftMs)
    else super(...(args as [string]))
  }
  static override now() {
    return MachineDate.now() + shiftMs
  }
  // Dates that Node and native modules make are still dates.
  static [Symbol.hasInstance](value: unknown) {
    return value instanceof MachineDate
  }
}
// Libraries that read a schema's types by name (Mongoose) take it for Date.
Object.defineProperty(ShiftedDate, 'name', { value: 'Date' })
globalThis.Date = ShiftedDate as unknown as DateConstructor
