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

/** The query string of the filters (and a page's cursor). */
export function auditParams(filter: AuditFilter, cursor?: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  return params;
}
