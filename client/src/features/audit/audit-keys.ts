/** The filters of the audit log (empty: any). */
export type AuditFilter = {
  districtId: string;
  action: string;
  actorId: string;
};

export const EMPTY_AUDIT_FILTER: AuditFilter = { districtId: '', action: '', actorId: '' };

export const auditKeys = {
  all: ['audit'] as const,
  list: (filter: AuditFilter) => ['audit', 'list', filter] as const,
};

/** The query of the filters (empty ones left out) and a page's cursor. */
export function auditQuery(filter: AuditFilter, cursor?: string) {
  return {
    districtId: filter.districtId || undefined,
    action: filter.action || undefined,
    actorId: filter.actorId || undefined,
    cursor,
  };
}
