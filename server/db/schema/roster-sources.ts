import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RosterFetchCounts } from '../../../domain/roster-source.ts';
import { districts, users } from './core.ts';

/**
 * Where a district's SIS publishes its OneRoster 1.1 CSV zip (https), fetched nightly and on
 * "Fetch now". The optional bearer/basic credential is sealed with the district's data key.
 */
export const rosterSources = pgTable('roster_sources', {
  districtId: uuid('district_id')
    .primaryKey()
    .references(() => districts.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  /** 'nightly' or 'off' (fetched only by "Fetch now"). */
  schedule: text('schedule').notNull().default('nightly'),
  /** 'none' | 'bearer' | 'basic': which credential is sealed (the credential itself is never answered). */
  credentialType: text('credential_type').notNull().default('none'),
  credentialSealed: text('credential_sealed'),
  /** Bad rows are left out (true) or fail the whole fetch (false, as an upload does). */
  skipBadRows: boolean('skip_bad_rows').notNull().default(false),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One fetch of a district's roster source: when, what the import counted, or why it failed. */
export const rosterFetchRuns = pgTable(
  'roster_fetch_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    trigger: text('trigger').notNull(),
    status: text('status').notNull().default('queued'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    counts: jsonb('counts').$type<RosterFetchCounts>(),
    error: text('error'),
    /** The first row errors of the import (file, row, message). */
    rowErrors: jsonb('row_errors').$type<{ file: string; row: number; message: string }[]>(),
  },
  (t) => [index('roster_fetch_runs_district_idx').on(t.districtId, t.startedAt)],
);
