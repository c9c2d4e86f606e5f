import { useQuery } from '@tanstack/react-query'
import { sessionQuery } from './queries.ts'

/** What the signed-in account may do: the screens hide what the server would refuse (403). */
export function useIsAdministrator() {
  const { data: session } = useQuery(sessionQuery)
  return session?.role === 'administrator'
}
