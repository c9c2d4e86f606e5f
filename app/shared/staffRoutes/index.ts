/**
 * Every endpoint of the staff API, once: its method, its path, the schema of its input and the type
 * of its answer. The server registers each from here (server/serveRoute.ts); the staff app calls
 * and queries through them (app/staff/api/staffRequests.ts), each screen importing only its group,
 * so the sign-in screen's JavaScript holds no more of the table than it uses. docs/api.md
 * describes each.
 */
export * from './reads.ts'
export * from './session.ts'
export * from './secondFactor.ts'
export * from './account.ts'
export * from './enquiry.ts'
export * from './team.ts'
export * from './invitation.ts'
