// The file of an instance backup: a gzip stream whose first line is the manifest (JSON), then
// the body, by method:
//   copy     the portal's own dump: per table, `COPY "schema"."table" ("col", …) FROM stdin;`, its
//            rows in COPY's text format (one line each) and a `\.` line; the file ends with `-- end`.
//   pg_dump  pg_dump's custom format, uncompressed (the gzip around it compresses), to the end.
// `zcat FILE | head -1` shows the manifest.

export const BACKUP_FORMAT = 'district-it-portal-instance-backup';
export const BACKUP_VERSION = 1;
export const END_LINE = '-- end';

/** The schema of pg-boss's tables (server/jobs/queue.ts). */
export const JOBS_TABLES = ['queue', 'schedule', 'subscription', 'job'] as const;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** When the snapshot was taken (ISO 8601). */
  createdAt: string;
  app: { name: string; version: string };
  method: 'copy' | 'pg_dump';
  /** PostgreSQL that was dumped. */
  server: { version: string; versionNum: number };
  /** `pg_dump --version`, for the pg_dump method. */
  pgDump?: string;
  /** The last migration applied (drizzle's journal entry), and how many were. */
  migration: { tag: string; when: number; count: number };
  /** The app's schema (search_path's first). */
  appSchema: string;
  /** pg-boss's tables: its schema version, and whether its jobs are in the file. */
  jobs: { schema: string; schemaVersion: number | null; included: boolean };
  /** Rows per table ("schema.table") in the snapshot, in the order they are written and loaded. */
  tables: Record<string, number>;
  /** Sequences ("schema.name") and their values (read after the snapshot began: never lower). */
  sequences: Record<string, number>;
  /** What the file does not hold, said in the file. */
  notIncluded: string;
}

export const NOT_INCLUDED =
  'The vault master key is not in this backup: it is VAULT_KEY, or else the file vault.key in DATA_DIR. Keep it separately (a secret store); without it the sealed secrets of a restore (vault entries, integration credentials) cannot be opened.';

/** `"schema"."table"` from "schema.table". */
export function quotedTable(qualified: string): string {
  const dot = qualified.indexOf('.');
  return `"${qualified.slice(0, dot)}"."${qualified.slice(dot + 1)}"`;
}

/** Checks a parsed first line is a manifest this release reads. */
export function parseManifest(line: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new Error('This file is not an instance backup of the portal (no manifest).');
  }
  const m = value as Partial<BackupManifest>;
  if (m?.format !== BACKUP_FORMAT) throw new Error('This file is not an instance backup of the portal.');
  if (m.version !== BACKUP_VERSION)
    throw new Error(`This backup's format (version ${m.version}) is newer than this release reads.`);
  return m as BackupManifest;
}
