import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';

/** A table of a district's data, and how its rows are found. */
export interface DistrictTable {
  name: string;
  /** The rows of the district: `district_id = $1`, or children of a district table. */
  where: string;
  /** Single-column foreign keys: column → referenced table. */
  references: { column: string; table: string; foreignColumn: string }[];
}

/**
 * Not part of a district's backup: the bulk work about it, its own backups, the mail outbox, and
 * secrets that are not data (sessions, sign-in links, recovery codes, private calendar feed tokens).
 */
const LEFT_OUT = new Set([
  'bulk_operation_results',
  'district_backups',
  'mail_messages',
  'meeting_calendar_feeds',
]);
/** Tables without a district of their own whose rows belong to a district's rows. */
const CHILDREN: Record<string, string> = {
  notification_preferences: `user_id in (select id from users where district_id = $1)`,
  announcement_dismissals: `announcement_id in (select id from announcements where district_id = $1)`,
};

const configs = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => v instanceof PgTable)
  .map((t) => getTableConfig(t));

function referencesOf(config: (typeof configs)[number]) {
  return config.foreignKeys
    .map((fk) => fk.reference())
    .filter((r) => r.columns.length === 1)
    .map((r) => ({
      column: r.columns[0]!.name,
      table: getTableConfig(r.foreignTable).name,
      foreignColumn: r.foreignColumns[0]!.name,
    }));
}

/** Every table of a district's data, parents before children (the order a restore inserts them in). */
export function districtTables(): DistrictTable[] {
  const chosen = configs
    .filter((c) => !LEFT_OUT.has(c.name))
    .filter((c) => c.columns.some((col) => col.name === 'district_id') || c.name in CHILDREN)
    .map((c) => ({
      name: c.name,
      where: CHILDREN[c.name] ?? 'district_id = $1',
      references: referencesOf(c),
    }));
  const names = new Set(chosen.map((t) => t.name));
  const ordered: DistrictTable[] = [];
  const placed = new Set<string>(['districts']);
  while (ordered.length < chosen.length) {
    const ready = chosen.filter(
      (t) =>
        !placed.has(t.name) &&
        t.references.every((r) => r.table === t.name || placed.has(r.table) || !names.has(r.table)),
    );
    if (ready.length === 0) throw new Error('District tables reference each other in a cycle');
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
  }
  return ordered;
}

/** Columns of a user that are credentials, not data: a backup leaves them out. */
export const USER_SECRETS = ['password_hash', 'totp_secret', 'totp_pending_secret'] as const;
