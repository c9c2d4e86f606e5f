import * as v from 'valibot'
import type { StaffRole } from '../staffRoles.ts'
import { passwordMaxLength } from '../staffApi.ts'
import { json, route } from '../staffRoute.ts'

/** Opening an invitation's one-time link, before any session (server/staff/invitationRoutes.ts). */

/** 32 random bytes, base64url: what the e-mailed link carries after its `#`. */
const token = v.pipe(v.string('This invitation link is not complete.'), v.regex(/^[\w-]{43}$/, 'This invitation link is not complete.'))

export interface InvitationOpened {
  username: string
  role: StaffRole
  expiresAt: string
}

export const openInvitation = route({
  method: 'POST',
  path: '/api/staff/invitation',
  input: v.object({ token }, 'Send { token } as JSON'),
  answer: json<InvitationOpened>(),
})
export const acceptInvitation = route({
  method: 'POST',
  path: '/api/staff/invitation/account',
  input: v.object(
    {
      token,
      password: v.pipe(
        v.string('Password is required'),
        v.minLength(1, 'Password is required'),
        v.maxLength(passwordMaxLength, `Password is at most ${passwordMaxLength} characters`),
      ),
    },
    'Send { token, password } as JSON',
  ),
  answer: json<{ username: string }>(),
  status: 201,
})
