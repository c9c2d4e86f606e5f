/** What staff did to an enquiry, as the audit log records it: opened it (read), exported it, or changed it. */
export const auditActions = ['read', 'export', 'status', 'assign', 'note', 'release', 'delete', 'call', 'reply'] as const
export type AuditAction = (typeof auditActions)[number]
