import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';
import { dependencyOrder } from '../../lib/dependency-order.ts';

/** A table of a district's data, and how its rows are found. */
export interface DistrictTable {
  name: string;
  /** The rows of the district: `district_id = $1`, or children of a district table. */
  where: string;
  /** Single-column foreign keys: column → referenced table. */
  references: { column: string; table: string; foreignColumn: string }[];
  /** Every column, in the table's order. */
  columns: string[];
  /**
   * Its bytea columns (files: ticket attachments, form photos): archived as files of their own,
   * not inside the table's JSON (hex would double them, and one JSON value cannot pass 1 GB).
   */
  binary: string[];
}

/**
 * Not part of a district's backup: the bulk work about it, its own backups, the mail outbox, and
 * subject access exports (copies of other rows, made for one person's request).
 */
const LEFT_OUT = new Set(['bulk_operation_results', 'district_backups', 'mail_messages', 'privacy_exports']);

/**
 * Bearer secrets: whoever holds one reads or acts without a session (a calendar feed's token, a
 * reporting token or its hash, a ConnectWise callback's path, a password's hash). A backup never
 * carries them, and a restore drops them from an archive that does (made before this rule): the
 * restored district's people choose a password by reset link and make new feeds and tokens.
 * Sessions, sign-in links and recovery codes belong to no district and are never archived.
 * district-tables.test.ts fails when a district table gets a column that looks secret and is in
 * neither this list nor SEALED.
 */
export const BEARER_SECRETS = {
  /** Whole tables left out (a table whose rows need a left-out row goes with it). */
  tables: [
    'meeting_calendar_feeds',
    'visit_calendar_feeds',
    'reporting_tokens',
    'reporting_token_uses',
    'api_tokens',
    'scim_tokens',
  ],
  /** Columns emptied in the rows that are kept. */
  columns: {
    users: ['password_hash', 'totp_secret', 'totp_pending_secret'],
    integration_connections: ['callback_key'],
  } as Record<string, readonly string[]>,
} as const;

/**
 * Columns that look secret but are kept: sealed with the district's data key, itself wrapped by
 * the master key that no backup holds (a restore into an install with that key opens them again).
 */
export const SEALED: Record<string, readonly string[]> = {
  vault_district_keys: ['wrapped_key'],
  vault_entries: ['password_sealed', 'two_factor_sealed', 'notes_sealed', 'password_fingerprint'],
  integration_connections: ['credentials_sealed'],
  email_channels: ['password_sealed'],
  roster_sources: ['credential_sealed'],
  warranty_lookups: ['credentials_sealed'],
  webhooks: ['secret_sealed'],
};

/** The rows of `table` without their bearer secrets (a copy when there are any to empty). */
export function withoutSecrets<Row extends Record<string, unknown>>(table: string, rows: Row[]): Row[] {
  const columns = BEARER_SECRETS.columns[table];
  if (!columns) return rows;
  return rows.map((row) => ({ ...row, ...Object.fromEntries(columns.map((c) => [c, null])) }));
}

/** Tables without a district of their own whose rows belong to a district's rows. */
const CHILDREN: Record<string, string> = {
  notification_preferences: `user_id in (select id from users where district_id = $1)`,
  announcement_dismissals: `announcement_id in (select id from announcements where district_id = $1)`,
  part_stock: `part_id in (select id from parts where district_id = $1)`,
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

function binaryColumnsOf(config: (typeof configs)[number]): string[] {
  const binary = config.columns.filter((col) => col.getSQLType() === 'bytea').map((col) => col.name);
  // Its files are named by the row's id.
  if (binary.length > 0 && !config.columns.some((col) => col.name === 'id'))
    throw new Error(`${config.name} has bytea columns but no id to name their files by`);
  return binary;
}

/** Every table of a district's data, parents before children (the order a restore inserts them in). */
export function districtTables(): DistrictTable[] {
  const chosen = configs
    .filter((c) => !LEFT_OUT.has(c.name) && !(BEARER_SECRETS.tables as readonly string[]).includes(c.name))
    .filter((c) => c.columns.some((col) => col.name === 'district_id') || c.name in CHILDREN)
    .map((c) => ({
      name: c.name,
      where: CHILDREN[c.name] ?? 'district_id = $1',
      references: referencesOf(c),
      columns: c.columns.map((col) => col.name),
      binary: binaryColumnsOf(c),
    }));
  // Rows of `districts` come first, and a table's rows after those of the tables it references.
  return dependencyOrder(
    chosen,
    (t) => t.name,
    (t) => t.references.map((r) => r.table),
  );
}
