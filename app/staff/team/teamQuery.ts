import { team } from '../../shared/staffRoutes/team.ts'
import { staffQuery } from '../api/staffRequests.ts'

/**
 * The accounts and the invitations waiting: another administrator may have changed either. Not in
 * api/queries.ts, which the sign-in screen loads: this route's module holds the invitation's schemas.
 */
export const teamQuery = staffQuery({ route: team, staleTime: 0 })
