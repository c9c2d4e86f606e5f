import { firm } from '../app/shared/content/firm.ts'
import { whileFictional } from '../app/shared/content/whileFictional.ts'
import { StoreRejectedError, StoreUnavailableError } from './store/store.ts'

/** An error whose status and message are safe to show the client. */
export class HttpError extends Error {
  readonly status: number
  readonly details?: Record<string, unknown>
  readonly headers?: Record<string, string>

  constructor(status: number, message: string, details?: Record<string, unknown>, headers?: Record<string, string>) {
    super(message)
    this.status = status
    this.details = details
    this.headers = headers
  }
}

const storeDownMessage = whileFictional(
  'Our system is not answering right now. Please try again in a few minutes.',
  `Our system is not answering right now. Please try again in a few minutes, or call us on ${firm.phone.display}.`,
)

/** Body-parser and store failures, as statuses and messages a visitor can act on. */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error
  if (error instanceof StoreUnavailableError) return new HttpError(503, storeDownMessage)
  if (error instanceof StoreRejectedError) return new HttpError(400, 'This request cannot be answered as it was sent. Please check it and try again.')
  const type = (error as { type?: string })?.type
  if (type === 'entity.too.large') return new HttpError(413, 'This is too long to send. Please shorten it and send it again.')
  if (type === 'entity.parse.failed') return new HttpError(400, 'The request body is not valid JSON')
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') return new HttpError(415, 'Please send the request as UTF-8 JSON')
  return undefined
}
