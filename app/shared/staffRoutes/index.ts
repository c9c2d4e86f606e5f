/** Once each (server/serveRoute.ts, app/staff/api/staffRequests.ts, docs/api.md); in groups, so a screen's JavaScript holds only the table it uses. */
export * from './reads.ts'
export * from './session.ts'
export * from './secondFactor.ts'
export * from './account.ts'
export * from './enquiry.ts'
export * from './team.ts'
export * from './invitation.ts'
