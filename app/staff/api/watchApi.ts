import { hashKey, type QueryClient } from '@tanstack/react-query'
import type { RegisteredRouter } from '@tanstack/react-router'
import { sessionEnded as endedReason } from '../../shared/staffApi.ts'
import { apiReason, apiStatus, isNetworkError } from './apiError.ts'
import { reportAnswered } from './connection.ts'
import { sessionQuery } from './queries.ts'

/** A 401 while signed in: the session ended, and the inbox's data is dropped from memory (not the session, which sign-in watches for the second factor). */
export function watchApi(queryClient: QueryClient, router: RegisteredRouter) {
  let leaving: Promise<void> | undefined
  const sessionHash = hashKey(sessionQuery.queryKey)

  const sessionEnded = () => {
    if (leaving || router.latestLocation.pathname === '/staff/sign-in') return
    const back = router.latestLocation.href
    queryClient.setQueryData(sessionQuery.queryKey, null)
    leaving = router
      .navigate({ to: '/staff/sign-in', search: { redirect: back, reason: 'expired' } })
      .then(() => queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionHash }))
      .finally(() => (leaving = undefined))
  }

  const settled = (outcome: { type: string; error?: unknown }, signingIn = false) => {
    if (outcome.type === 'success') return reportAnswered(true)
    if (outcome.type !== 'error') return
    if (isNetworkError(outcome.error)) return reportAnswered(false)
    reportAnswered(true)
    if (apiStatus(outcome.error) === 401 && (!signingIn || apiReason(outcome.error) === endedReason)) sessionEnded()
  }

  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated') settled(event.action)
  })
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated') settled(event.action, event.mutation.meta?.signingIn === true)
  })
}
