import { ApiError } from '../../shared/apiError.ts'
import { staffCopy } from '../../shared/content/staff.ts'

export const apiStatus = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined)

/** fetch rejects with a TypeError when no answer came: offline, DNS, a dropped connection. */
export const isNetworkError = (error: unknown) => error instanceof TypeError

/** The sentence to show for a failed request: the API's body is JSON `{ message }`, written for people. */
export function apiMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error)
  const text = error.body || error.statusText
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') return parsed.message
  } catch {
    // Not JSON (a proxy's page, or the status text): the text itself is the best there is.
  }
  return text
}

/** The `reason` an API refusal names for the app to act on (staffApi.ts: proofRequired, sessionEnded), if any. */
export function apiReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  try {
    const parsed: unknown = JSON.parse(error.body)
    return parsed && typeof parsed === 'object' && 'reason' in parsed && typeof parsed.reason === 'string' ? parsed.reason : undefined
  } catch {
    return undefined
  }
}

export const failureText = (error: unknown) => (isNetworkError(error) ? staffCopy.offline : apiMessage(error))
