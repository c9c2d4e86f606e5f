// What the server uses of negotiator 1.x; @types/negotiator describes 0.6, which had no `preferred`.
declare module 'negotiator' {
  class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> })
    /** The best of `available` the request accepts; ties go to the first in `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined
  }
  export = Negotiator
}
