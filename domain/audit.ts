import { AUDIT_ACTION_LABELS } from './admin.ts';

// The audit log (see docs/product.md#audit-log): its messages and how an entry reads.

export const AUDIT_MESSAGES = {
  cursor: 'Not a valid cursor',
  loadFailed: 'The audit log could not be loaded.',
  empty: 'No administrative act matches these filters.',
  exportFailed: 'The audit log could not be exported.',
} as const;

/** The words of an action ('user.invited' → 'User invited'); an unknown one as it is. */
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/** One changed value in words: strings as they are, the rest as JSON; absent as '—'. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  return JSON.stringify(value);
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** The fields an entry changed (or set, or cleared), in the order they first appear. */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({
      field,
      before: auditValueText(before?.[field]),
      after: auditValueText(after?.[field]),
    }))
    .filter((c) => c.before !== c.after);
}
