import { staffCopy } from './copy.ts'

/**
 * Reading the errors of app/shared/queryClient.ts, whose message is "<status>: <body text>"; the
 * API's body is JSON `{ message }`, written for people, which is what the screens show.
 */
const statusAndBody = /^(\d{3}): ([\s\S]*)$/

/** The HTTP status of a failed API answer; undefined when there was no answer at all. */
export function apiStatus(error: unknown): number | undefined {
  const match = error instanceof Error ? statusAndBody.exec(error.message) : null
  return match ? Number(match[1]) : undefined
}

/** fetch rejects with a TypeError when no answer came: offline, DNS, a dropped connection. */
export const isNetworkError = (error: unknown) => error instanceof TypeError

/** The sentence to show for a failed request. */
export function apiMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const body = statusAndBody.exec(error.message)?.[2]
  if (body === undefined) return error.message
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') return parsed.message
  } catch {
    // Not JSON (a proxy's page, or the status text): the text itself is the best there is.
  }
  return body
}

/** What a screen says when a request failed: that the inbox is offline, or the server's message. */
export const failureText = (error: unknown) => (isNetworkError(error) ? staffCopy.offline : apiMessage(error))
