import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  canSeeEntry,
  DEFAULT_VAULT_SETTINGS,
  isExpired,
  isExpiringSoon,
  VAULT_MESSAGES as M,
  type VaultEntry,
  type VaultEventAction,
  type VaultSettings,
  type VaultViewer,
} from '../../../domain/vault.ts';
import { type AuditEntry, auditInsert } from '../../audit/audit-log.ts';
import { actorLabel, type Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users, vaultEntries, vaultEvents, vaultFavorites, vaultSettings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';

export type EntryRow = typeof vaultEntries.$inferSelect;

/** Every column but the sealed secrets, and whether each optional secret is there: what lists read. */
export const listColumns = {
  id: vaultEntries.id,
  districtId: vaultEntries.districtId,
  title: vaultEntries.title,
  username: vaultEntries.username,
  url: vaultEntries.url,
  category: vaultEntries.category,
  department: vaultEntries.department,
  accessLevel: vaultEntries.accessLevel,
  sharedWith: vaultEntries.sharedWith,
  strength: vaultEntries.strength,
  passwordFingerprint: vaultEntries.passwordFingerprint,
  expiryDate: vaultEntries.expiryDate,
  lastAccessedAt: vaultEntries.lastAccessedAt,
  createdAt: vaultEntries.createdAt,
  updatedAt: vaultEntries.updatedAt,
  hasTwoFactorBackup: sql<boolean>`${vaultEntries.twoFactorSealed} is not null`,
  hasNotes: sql<boolean>`${vaultEntries.notesSealed} is not null`,
};
export type ListRow = Omit<EntryRow, 'passwordSealed' | 'twoFactorSealed' | 'notesSealed' | 'createdById'> & {
  hasTwoFactorBackup: boolean;
  hasNotes: boolean;
};

/**
 * A row as lists answer it (no secret). `reused`: the fingerprints that more than one entry the
 * caller sees has (counted among those only, so reuse never tells of an entry kept from them).
 */
export function toVaultEntry(
  row: ListRow,
  today: string,
  favorite: boolean,
  reused: ReadonlySet<string>,
): VaultEntry {
  return {
    id: row.id,
    districtId: row.districtId,
    title: row.title,
    username: row.username,
    url: row.url,
    category: row.category,
    department: row.department,
    accessLevel: row.accessLevel,
    sharedWith: row.sharedWith,
    strength: row.strength,
    expiryDate: row.expiryDate,
    isExpired: isExpired(row.expiryDate, today),
    isExpiringSoon: isExpiringSoon(row.expiryDate, today),
    isReused: reused.has(row.passwordFingerprint),
    isFavorite: favorite,
    hasTwoFactorBackup: row.hasTwoFactorBackup,
    hasNotes: row.hasNotes,
    lastAccessedAt: row.lastAccessedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fingerprints that appear more than once among `rows`. */
export function reusedFingerprints(rows: readonly { passwordFingerprint: string }[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const r of rows) (seen.has(r.passwordFingerprint) ? twice : seen).add(r.passwordFingerprint);
  return twice;
}

/** How stale an entry's last-access time may be: it is written at most this often. */
const LAST_ACCESS_STEP = '1 minute';

/** The insert of an access-log row, not yet run. */
function eventInsert(
  runner: Pick<Db, 'insert'>,
  actor: Identity,
  entry: { id: string | null; districtId: string; title: string },
  action: VaultEventAction,
  extra: { reason?: string | null; ipAddress?: string | null },
) {
  return runner.insert(vaultEvents).values({
    districtId: entry.districtId,
    entryId: entry.id,
    entryTitle: entry.title,
    actorId: actor.userId,
    actorLabel: actorLabel(actor),
    action,
    reason: extra.reason ?? null,
    ipAddress: extra.ipAddress ?? null,
  });
}

/** The vault's shared lookups: who the caller is to the visibility rule, entries they may see, settings, the access log. */
export function createVaultStore(db: Db) {
  async function viewerOf(actor: Identity): Promise<VaultViewer> {
    if (actor.role !== 'technician' && actor.role !== 'viewer') return { role: actor.role, department: null };
    const [u] = await db
      .select({ department: users.department })
      .from(users)
      .where(eq(users.id, actor.userId));
    return { role: actor.role, department: u?.department ?? null };
  }

  return {
    db,
    viewerOf,

    /** An entry the caller may see, else 404: another district's, and one above their level, look missing. */
    async find(runner: Db | Tx, actor: Identity, id: string, lock = false): Promise<EntryRow> {
      const query = runner.select().from(vaultEntries).where(eq(vaultEntries.id, id));
      const [row] = lock ? await query.for('update') : await query;
      const visible =
        row &&
        (actor.districtId === null || actor.districtId === row.districtId) &&
        canSeeEntry(await viewerOf(actor), row);
      if (!visible) throw notFound(M.notFound);
      return row;
    },

    async isFavorite(actor: Identity, entryId: string): Promise<boolean> {
      const [f] = await db
        .select({ entryId: vaultFavorites.entryId })
        .from(vaultFavorites)
        .where(and(eq(vaultFavorites.entryId, entryId), eq(vaultFavorites.userId, actor.userId)));
      return f !== undefined;
    },

    async settingsOf(runner: Db | Tx, districtId: string): Promise<VaultSettings> {
      const [s] = await runner.select().from(vaultSettings).where(eq(vaultSettings.districtId, districtId));
      if (!s) return DEFAULT_VAULT_SETTINGS;
      return {
        requireRevealReason: s.requireRevealReason,
        defaultExpiryDays: s.defaultExpiryDays,
        exportRoles: s.exportRoles.filter((r): r is 'technician' => r === 'technician'),
      };
    },

    /** The same entry in the log of many entries at once (an import). */
    async logMany(
      tx: Tx,
      actor: Identity,
      entries: { id: string; districtId: string; title: string }[],
      action: VaultEventAction,
    ) {
      if (entries.length === 0) return;
      await tx.insert(vaultEvents).values(
        entries.map((e) => ({
          districtId: e.districtId,
          entryId: e.id,
          entryTitle: e.title,
          actorId: actor.userId,
          actorLabel: actorLabel(actor),
          action,
        })),
      );
    },

    /** Adds to the access log (who, when, from where, why). */
    async log(
      tx: Tx,
      actor: Identity,
      entry: { id: string | null; districtId: string; title: string },
      action: VaultEventAction,
      extra: { reason?: string | null; ipAddress?: string | null } = {},
    ) {
      await eventInsert(tx, actor, entry, action, extra);
    },

    /**
     * A use of a secret (a reveal, a copy), recorded in one statement, so in one commit and one
     * round trip: its access-log row, its audit entry when it has one, and the entry's last access.
     * The entry's row is written at most once a minute: reveals of one entry never queue on its
     * row lock, and 'recently accessed' (3 days) loses nothing by it.
     */
    async recordUse(
      actor: Identity,
      entry: { id: string; districtId: string; title: string },
      action: VaultEventAction,
      extra: { reason?: string | null; ipAddress?: string | null },
      audit?: AuditEntry,
    ) {
      const event = db.$with('event', {}).as(eventInsert(db, actor, entry, action, extra).getSQL());
      const audited = audit ? [db.$with('audited', {}).as(auditInsert(db, actor, audit).getSQL())] : [];
      await db
        .with(event, ...audited)
        .update(vaultEntries)
        .set({ lastAccessedAt: sql`now()` })
        .where(
          and(
            eq(vaultEntries.id, entry.id),
            or(
              isNull(vaultEntries.lastAccessedAt),
              lt(vaultEntries.lastAccessedAt, sql`now() - ${LAST_ACCESS_STEP}::interval`),
            ),
          ),
        );
    },
  };
}
export type VaultStore = ReturnType<typeof createVaultStore>;
