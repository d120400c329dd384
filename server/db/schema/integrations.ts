import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SYNC_RUN_STATUSES, SYNC_TRIGGERS } from '../../../domain/integration-settings.ts';
import { INTEGRATION_SLUGS } from '../../../domain/integrations.ts';
import { districts, users } from './core.ts';
import { tickets } from './tickets.ts';

/**
 * A district's settings of one integration: enabled, credentials sealed with the district's data
 * key (associated data: `integration:<district>:<name>`), options, and what its syncs did.
 */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    name: text('name', { enum: INTEGRATION_SLUGS }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    credentialsSealed: text('credentials_sealed'),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    /** The secret path part of the district's ConnectWise callback URL. */
    callbackKey: text('callback_key'),
    /** Remote changes up to this moment have been read (the next poll asks for later ones). */
    remoteCursor: timestamp('remote_cursor', { withTimezone: true }),
    /** Portal changes up to this moment have been sent. */
    localCursor: timestamp('local_cursor', { withTimezone: true }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.districtId, t.name] }),
    check(
      'integration_connections_name_check',
      sql`${t.name} in ('connectwise', 'incidentiq', 'brightgauge', 'google')`,
    ),
    uniqueIndex('integration_connections_callback_key').on(t.callbackKey),
  ],
);

/** One sync of a district's integration: when, what came in and went out, what failed. */
export const integrationRuns = pgTable(
  'integration_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    name: text('name', { enum: INTEGRATION_SLUGS }).notNull(),
    trigger: text('trigger', { enum: SYNC_TRIGGERS }).notNull(),
    status: text('status', { enum: SYNC_RUN_STATUSES }).notNull().default('queued'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    itemsIn: integer('items_in').notNull().default(0),
    itemsOut: integer('items_out').notNull().default(0),
    errors: text('errors').array().notNull().default(sql`'{}'::text[]`),
    /** What the run did beyond its counts, in a sentence (Google: the emails filled from its users). */
    summary: text('summary'),
  },
  (t) => [index('integration_runs_district_name_idx').on(t.districtId, t.name, t.startedAt)],
);

/**
 * A remote item linked to its portal item (a ticket, or a comment of one), so a sync run twice
 * creates nothing twice; the times are each side's `updatedAt` as last synced.
 */
export const integrationLinks = pgTable(
  'integration_links',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    name: text('name', { enum: INTEGRATION_SLUGS }).notNull(),
    kind: text('kind', { enum: ['ticket', 'note'] }).notNull(),
    remoteId: text('remote_id').notNull(),
    /** The ticket (kind ticket) or the timeline entry (kind note). */
    localId: uuid('local_id').notNull(),
    /** The ticket a note belongs to. */
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    remoteUpdatedAt: timestamp('remote_updated_at', { withTimezone: true }),
    localUpdatedAt: timestamp('local_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('integration_links_ticket_fk_idx').on(t.ticketId),
    primaryKey({ columns: [t.districtId, t.name, t.kind, t.remoteId] }),
    uniqueIndex('integration_links_local_key').on(t.districtId, t.name, t.kind, t.localId),
  ],
);

/** A BrightGauge reporting token of a district: only its hash is kept. */
export const reportingTokens = pgTable(
  'reporting_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('reporting_tokens_district_idx').on(t.districtId, t.createdAt),
    uniqueIndex('reporting_tokens_hash_key').on(t.tokenHash),
  ],
);

/** Each use of a reporting token: which dataset, how, from where. */
export const reportingTokenUses = pgTable(
  'reporting_token_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    tokenId: uuid('token_id')
      .notNull()
      .references(() => reportingTokens.id, { onDelete: 'cascade' }),
    dataset: text('dataset').notNull(),
    format: text('format').notNull(),
    rows: integer('rows').notNull(),
    address: text('address'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reporting_token_uses_token_idx').on(t.districtId, t.tokenId, t.at)],
);
