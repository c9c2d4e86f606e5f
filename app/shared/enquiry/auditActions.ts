export const auditActions = ['read', 'export', 'status', 'assign', 'note', 'release', 'delete', 'call', 'reply'] as const
export type AuditAction = (typeof auditActions)[number]
