/** An administrator (a partner) also has accounts, deletion, Instructed, the audit log and the report. */
export const staffRoles = ['administrator', 'staff'] as const
export type StaffRole = (typeof staffRoles)[number]
