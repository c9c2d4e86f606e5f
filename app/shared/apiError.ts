/**
 * A request our API answered with a failure. The message keeps the specification's form, "<status>:
 * <body text, or the status text if the body is empty>" (docs/specification.md, "Error catalogue");
 * the status and the body are kept as they came, so nobody has to parse them back out of it.
 */
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
