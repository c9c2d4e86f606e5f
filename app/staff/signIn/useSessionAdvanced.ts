import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { StaffSession } from '../../shared/staffApi.ts'
import { sessionQuery } from '../api/queries.ts'
import { nextScreen } from './sessionStage.ts'

/** After a step of signing in: the session as the server now has it, and on to where it may go. */
export function useSessionAdvanced(redirect: string | undefined) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async (session: StaffSession) => {
    queryClient.setQueryData(sessionQuery.queryKey, session)
    // At the second factor, the sign-in screen stays and asks for it.
    if (session.stage !== 'second-factor') await navigate(nextScreen(session, redirect))
  }
}
