import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { INCIDENT_STATES, MONITOR_KINDS, MONITOR_STATES } from '../../../domain/monitors.ts';
import { districts, users } from './core.ts';
import { tickets } from './tickets.ts';

export const monitorKindEnum = pgEnum('monitor_kind', MONITOR_KINDS);
export const monitorStateEnum = pgEnum('monitor_state', MONITOR_STATES);
export const incidentStateEnum = pgEnum('incident_state', INCIDENT_STATES);

/**
 * A service a district depends on, checked every `interval_minutes` (issue 32): its settings, and
 * what its last check saw (state, words, time, certificate) so lists read one row per monitor.
 */
export const monitors = pgTable(
  'monitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: monitorKindEnum('kind').notNull(),
    target: text('target').notNull(),
    intervalMinutes: integer('interval_minutes').notNull().default(5),
    expectStatus: integer('expect_status').notNull().default(200),
    keyword: text('keyword'),
    maxResponseMs: integer('max_response_ms').notNull().default(5000),
    certWarnDays: integer('cert_warn_days').notNull().default(14),
    enabled: boolean('enabled').notNull().default(true),
    /** An incident opens a ticket, which the recovery resolves. */
    openTickets: boolean('open_tickets').notNull().default(true),
    state: monitorStateEnum('state').notNull().default('pending'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastMessage: text('last_message'),
    lastMs: integer('last_ms'),
    certExpiresAt: timestamp('cert_expires_at', { withTimezone: true }),
    /** When the scheduler next queues its check (null: paused). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('monitors_district_idx').on(t.districtId, t.name),
    // The scheduler's minute: the enabled monitors that are due, across districts (the one index
    // not led by district_id: the tick is the one query that reads every district; decisions.md).
    index('monitors_due_idx').on(t.nextCheckAt).where(sql`${t.nextCheckAt} is not null`),
  ],
);

/**
 * One row per check, kept CHECK_RETENTION_DAYS (31) days then pruned: uptime over 24 h, 7 and 30
 * days and the history bars are aggregates of these rows (docs/decisions.md).
 */
export const monitorChecks = pgTable(
  'monitor_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => monitors.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    state: monitorStateEnum('state').notNull(),
    ms: integer('ms'),
    message: text('message').notNull(),
  },
  (t) => [
    index('monitor_checks_monitor_fk_idx').on(t.monitorId),
    // Uptime, history and the nightly prune (per monitor) all read this range.
    index('monitor_checks_monitor_idx').on(t.districtId, t.monitorId, t.checkedAt),
  ],
);

/** A monitor's outage: opened by two failed checks in a row, resolved by two good ones. */
export const incidents = pgTable(
  'incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => monitors.id, { onDelete: 'cascade' }),
    state: incidentStateEnum('state').notNull().default('open'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    lastMessage: text('last_message').notNull(),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('incidents_ticket_fk_idx').on(t.ticketId).where(sql`${t.ticketId} is not null`),
    index('incidents_monitor_fk_idx').on(t.monitorId),
    index('incidents_district_idx').on(t.districtId, t.state, t.startedAt),
    // At most one open incident per monitor, whichever server records the check.
    uniqueIndex('incidents_one_open_idx').on(t.districtId, t.monitorId).where(sql`${t.state} = 'open'`),
  ],
);
