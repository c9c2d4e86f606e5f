import { SignInSchema, type StaffSession } from '../staffApi.ts'
import { json, route } from '../staffRoute.ts'

/** Who is signed in, signing in with the password, and signing out (server/staff/signInRoutes.ts). */

export const session = route({ method: 'GET', path: '/api/staff/session', answer: json<StaffSession>() })
export const signIn = route({ method: 'POST', path: '/api/staff/session', input: SignInSchema, answer: json<StaffSession>() })
export const signOut = route({ method: 'DELETE', path: '/api/staff/session', answer: 'none' })
