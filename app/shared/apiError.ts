/** The message keeps the spec's "<status>: <body or status text>" ("Error catalogue"); status and body are kept as they came. */
export class ApiError extends Error {
  override name = 'ApiError'

  constructor(
    readonly status: number,
    readonly body: string,
    readonly statusText = '',
  ) {
    super(`${status}: ${body || statusText}`)
  }
}
