import { QueryClient, type QueryFunction } from '@tanstack/react-query'
import { ApiError } from './apiError.ts'

async function throwIfNotOk(response: Response) {
  if (response.ok) return
  throw new ApiError(response.status, await response.text(), response.statusText)
}

/** A JSON request to our own API, with credentials (docs/specification.md, "The calls it makes"). */
export async function apiRequest(method: string, url: string, body?: unknown, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  })
  await throwIfNotOk(response)
  return response
}

/** GETs the first element of the query key; a 401 either throws (default) or yields null. */
export function getQueryFn<T>({ on401 = 'throw' }: { on401?: 'throw' | 'returnNull' } = {}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(String(queryKey[0]), { credentials: 'include', signal })
    if (on401 === 'returnNull' && response.status === 401) {
      // Read to the end, or the browser keeps the request open.
      await response.text()
      return null
    }
    await throwIfNotOk(response)
    return response.json()
  }
}

/** docs/specification.md, "The calls it makes": no retries, no refetching, data never stale, unused data kept 5 minutes. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: 5 * 60_000,
      },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()
