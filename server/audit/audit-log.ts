import { actorLabel, type Identity } from '../auth/identity.ts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** An administrative act, recorded in the transaction that makes it. */
export interface AuditEntry {
  /** Dotted name: 'user.invited', 'permissions.saved', 'vault.revealed', … */
  action: string;
  districtId: string | null;
  /** What it was about, in words. */
  target?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The request's address, when it matters (vault reveals). */
  ipAddress?: string;
}

/**
 * The insert that records `entry` as done by `actor` (a provider admin in a district view is
 * recorded as themselves), not yet run: a caller may make it part of a larger statement.
 */
export function auditInsert(runner: Pick<Db, 'insert'>, actor: Identity, entry: AuditEntry) {
  return runner.insert(auditLog).values({
    actorId: actor.userId,
    actorLabel: actorLabel(actor),
    districtId: entry.districtId,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: entry.ipAddress ?? null,
  });
}

/** Records `entry` as done by `actor`, in the caller's transaction. */
export async function recordAudit(
  runner: Pick<Db, 'insert'>,
  actor: Identity,
  entry: AuditEntry,
): Promise<void> {
  await auditInsert(runner, actor, entry);
}
