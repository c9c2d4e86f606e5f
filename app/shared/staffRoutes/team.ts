import * as v from 'valibot'
import { type StaffRole, staffRoles } from '../staffRoles.ts'
import type { FactorKind } from '../staffApi.ts'
import { json, route } from '../staffRoute.ts'

/** The administrators' screen of accounts: who has one, who is invited, and changes to either (server/staff/teamRoutes.ts). */

/** How long an invitation's link works. */
export const invitationHours = 72

/** Usernames are compared without regard to case, so they are kept in lower case. */
export const UsernameSchema = v.pipe(
  v.string('Username is required'),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z0-9][a-z0-9._-]{1,63}$/, 'A username is 2 to 64 letters, digits, dots, hyphens or underscores, starting with a letter or digit.'),
)

const RoleSchema = v.picklist(staffRoles, 'A role is administrator or staff.')

export const InvitationSchema = v.object(
  {
    username: UsernameSchema,
    email: v.pipe(
      v.string('Email is required'),
      v.trim(),
      v.minLength(1, 'Email is required'),
      v.email('Please enter a valid email address'),
      v.maxLength(254, 'An email address is at most 254 characters'),
    ),
    role: RoleSchema,
  },
  'Send { username, email, role } as JSON',
)
export type Invitation = v.InferInput<typeof InvitationSchema>

export interface TeamMember {
  username: string
  role: StaffRole
  email: string | null
  createdAt: string
  /** Empty: no second factor yet (a new account, or one whose factors were reset). */
  factors: FactorKind[]
}

export interface PendingInvitation {
  username: string
  email: string
  role: StaffRole
  invitedBy: string
  expiresAt: string
}

export interface Team {
  accounts: TeamMember[]
  invitations: PendingInvitation[]
}

export const team = route({ method: 'GET', path: '/api/staff/team', answer: json<Team>() })
export const invite = route({ method: 'POST', path: '/api/staff/team/invitations', input: InvitationSchema, answer: json<PendingInvitation>(), status: 201 })
export const cancelInvitation = route({ method: 'DELETE', path: '/api/staff/team/invitations/:username', answer: 'none' })
export const removeAccount = route({ method: 'DELETE', path: '/api/staff/team/accounts/:username', answer: json<{ returned: number }>() })
export const resetFactors = route({ method: 'POST', path: '/api/staff/team/accounts/:username/reset-factors', answer: 'none' })
export const setRole = route({
  method: 'PUT',
  path: '/api/staff/team/accounts/:username/role',
  input: v.object({ role: RoleSchema }, 'Send { role } as JSON'),
  answer: 'none',
})
