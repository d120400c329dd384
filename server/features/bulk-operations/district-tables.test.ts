import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { BEARER_SECRETS, districtTables, SEALED, withoutSecrets } from './district-tables.ts';

/** A column name that may hold a credential: it must be classified before a backup carries it. */
const LOOKS_SECRET = /token|secret|password|hash|key|seal|fingerprint|otp|cookie|session|callback/;

/** Columns whose names look secret and are not: kept as they are. */
const NOT_SECRET: Record<string, string[]> = {
  /** The last authenticator step used (refuses a replayed code); the secret itself is emptied. */
  users: ['totp_last_step'],
  /** Which event a notice is about, so one event notifies once. */
  notifications: ['dedupe_key'],
  /** A digest of a Google device's fields as last read: an unchanged device is skipped. */
  google_devices: ['hash'],
  /** The word a website monitor looks for in the page. */
  monitors: ['keyword'],
  /** The scanner's idempotency key of a scan (a random id per scan, answering a replay). */
  scans: ['scan_key'],
  /** A funding source's short name in the district's list ("erate_c2"). */
  funding_sources: ['key'],
};

const columnsOf = new Map(
  (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => v instanceof PgTable)
    .map((t) => getTableConfig(t))
    .map((c) => [c.name, c.columns.map((col) => col.name)]),
);

describe('what a district backup holds', () => {
  it('leaves out every bearer-secret table, and classifies every secret-looking column it keeps', () => {
    const archived = districtTables().map((t) => t.name);
    for (const table of BEARER_SECRETS.tables) expect(archived).not.toContain(table);
    const unclassified = ['districts', ...archived].flatMap((table) =>
      columnsOf
        .get(table)!
        .filter((c) => LOOKS_SECRET.test(c))
        .filter(
          (c) =>
            ![BEARER_SECRETS.columns[table], SEALED[table], NOT_SECRET[table]].some((l) => l?.includes(c)),
        )
        // A key naming another row ("site_id") is no secret.
        .filter((c) => !c.endsWith('_id'))
        .map((c) => `${table}.${c}`),
    );
    expect(unclassified).toEqual([]);
  });

  it('keeps no table that needs a row of a left-out one', () => {
    const needing = districtTables().flatMap((t) =>
      t.references
        .filter((r) => (BEARER_SECRETS.tables as readonly string[]).includes(r.table))
        .map((r) => `${t.name}.${r.column}`),
    );
    expect(needing).toEqual([]);
  });

  it('archives the bytea columns (files) apart from the rows, named by the row id', () => {
    const binary = Object.fromEntries(
      districtTables()
        .filter((t) => t.binary.length > 0)
        .map((t) => [t.name, t.binary]),
    );
    expect(binary).toEqual({ form_photos: ['bytes'], ticket_attachments: ['content', 'thumbnail'] });
    for (const table of Object.keys(binary)) expect(columnsOf.get(table)).toContain('id');
  });

  it('empties the secret columns of kept rows', () => {
    const rows = [
      { id: 'u1', email: 'a@b.c', password_hash: 'h', totp_secret: 's', totp_pending_secret: 'p' },
    ];
    expect(withoutSecrets('users', rows)).toEqual([
      { id: 'u1', email: 'a@b.c', password_hash: null, totp_secret: null, totp_pending_secret: null },
    ]);
    expect(withoutSecrets('integration_connections', [{ name: 'connectwise', callback_key: 'k' }])).toEqual([
      { name: 'connectwise', callback_key: null },
    ]);
    expect(withoutSecrets('tickets', rows)).toBe(rows);
  });
});
