// @vitest-environment happy-dom
import { MutationObserver, QueryClient } from '@tanstack/react-query'
import type { RegisteredRouter } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../shared/apiError.ts'
import { sessionEnded } from '../../shared/staffApi.ts'
import { watchApi } from './watchApi.ts'

/** A router at a signed-in screen that records where it is sent. */
function routerAt(href: string) {
  const navigate = vi.fn(async () => undefined)
  const router = { latestLocation: { pathname: new URL(href, 'https://x').pathname, href }, navigate } as unknown as RegisteredRouter
  return { router, navigate }
}

const refused = (body: object) => async () => {
  throw new ApiError(401, JSON.stringify(body))
}

describe('the staff app watching its answers', () => {
  it('takes a wrong password or code given while signing in for what it is, and a 401 naming the end of the session as its end', async () => {
    const client = new QueryClient()
    const { router, navigate } = routerAt('/staff/sign-in-methods')
    watchApi(client, router)
    const wrong = new MutationObserver(client, { mutationFn: refused({ message: 'That password is not right.' }), meta: { signingIn: true } })
    await expect(wrong.mutate()).rejects.toThrow()
    expect(navigate).not.toHaveBeenCalled()
    const fifth = new MutationObserver(client, { mutationFn: refused({ message: 'Too many wrong codes.', reason: sessionEnded }), meta: { signingIn: true } })
    await expect(fifth.mutate()).rejects.toThrow()
    expect(navigate).toHaveBeenCalledWith({ to: '/staff/sign-in', search: { redirect: '/staff/sign-in-methods', reason: 'expired' } })
  })
})
