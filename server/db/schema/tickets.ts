import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRIORITIES } from '../../../domain/priorities.ts';
import { SLA_STATES } from '../../../domain/sla.ts';
import {
  COMMENT_VISIBILITIES,
  TICKET_ACTIVITY_KINDS,
  TICKET_CATEGORIES,
  TICKET_SOURCES,
  TICKET_STATUSES,
} from '../../../domain/tickets.ts';
import { assets } from './assets.ts';
import { districts, users } from './core.ts';

export const ticketPriorityEnum = pgEnum('ticket_priority', PRIORITIES);
export const ticketStatusEnum = pgEnum('ticket_status', TICKET_STATUSES);
export const ticketCategoryEnum = pgEnum('ticket_category', TICKET_CATEGORIES);
export const ticketActivityKindEnum = pgEnum('ticket_activity_kind', TICKET_ACTIVITY_KINDS);
export const ticketSourceEnum = pgEnum('ticket_source', TICKET_SOURCES);
export const commentVisibilityEnum = pgEnum('comment_visibility', COMMENT_VISIBILITIES);
export const slaStateEnum = pgEnum('sla_state', SLA_STATES);
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    /** The district's counter value; ticket_number is the district code and this number. */
    number: integer('number').notNull(),
    ticketNumber: text('ticket_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priority: ticketPriorityEnum('priority').notNull().default('medium'),
    status: ticketStatusEnum('status').notNull().default('open'),
    category: ticketCategoryEnum('category').notNull().default('general'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The person the ticket is for (a requester, or staff); who opened it is `createdById`. */
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    /** The device the ticket is about (same district). */
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    source: ticketSourceEnum('source').notNull().default('staff'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Staff wait on the requester: the SLA clock is paused until the requester replies. */
    waiting: boolean('waiting').notNull().default(false),
    /** The ticket this one was merged into (this one is closed). */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => tickets.id, { onDelete: 'set null' }),
    // The SLA clock (docs/product.md#sla-clock): null state for tickets opened before it existed.
    slaState: slaStateEnum('sla_state'),
    slaStartedAt: timestamp('sla_started_at', { withTimezone: true }),
    slaFirstResponseDueAt: timestamp('sla_first_response_due_at', { withTimezone: true }),
    slaResolutionDueAt: timestamp('sla_resolution_due_at', { withTimezone: true }),
    slaFirstRespondedAt: timestamp('sla_first_responded_at', { withTimezone: true }),
    slaPausedAt: timestamp('sla_paused_at', { withTimezone: true }),
    /** Working minutes the clock was paused so far (due times are pushed back by them). */
    slaPausedMinutes: integer('sla_paused_minutes').notNull().default(0),
    /** The moment of the clock's next event (at risk, breach), when its job is due to run. */
    slaNextAt: timestamp('sla_next_at', { withTimezone: true }),
    /** Words of the title and description for the list's search (prefix matches, no stemming). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`to_tsvector('simple', ${tickets.title} || ' ' || ${tickets.description})`,
      ),
  },
  (t) => [
    index('tickets_merged_into_fk_idx').on(t.mergedIntoId).where(sql`${t.mergedIntoId} is not null`),
    uniqueIndex('tickets_district_number_key').on(t.districtId, t.number),
    uniqueIndex('tickets_district_ticket_number_key').on(t.districtId, t.ticketNumber),
    // Keyset pages, newest first, unfiltered and by status (the screen's main filter).
    index('tickets_district_created_idx').on(t.districtId, t.createdAt, t.id),
    index('tickets_district_status_created_idx').on(t.districtId, t.status, t.createdAt, t.id),
    // A technician's own queue ("assigned to me") and the unassigned one, without reading the district.
    index('tickets_district_assignee_created_idx').on(t.districtId, t.assigneeId, t.createdAt, t.id),
    // Critical tickets still needing work: few per district, so the dashboards find them directly.
    index('tickets_district_critical_idx')
      .on(t.districtId, t.createdAt, t.id)
      .where(sql`${t.priority} = 'critical' and ${t.status} in ('open', 'in_progress')`),
    // The one index not led by district_id: GIN cannot hold a uuid column without btree_gin.
    // Searches combine it with the district's own index (a BitmapAnd), so no district reads another's.
    index('tickets_search_idx').using('gin', t.search),
    // Analytics reads only these indexes (index-only scans), never the wide rows: tickets created
    // in a range with what it groups them by, and tickets resolved in a range with their times.
    // (Trailing key columns, as drizzle-kit writes no INCLUDE.)
    index('tickets_analytics_created_idx').on(
      t.districtId,
      t.createdAt,
      t.priority,
      t.status,
      t.category,
      t.resolvedAt,
      t.createdById,
    ),
    // A requester's own tickets (My tickets), newest first; a device's tickets.
    index('tickets_district_requester_idx').on(t.districtId, t.requesterId, t.createdAt),
    index('tickets_asset_idx').on(t.assetId).where(sql`${t.assetId} is not null`),
    // The SLA clock's "At risk now" queue: open tickets at risk or past due (few, whatever the open count).
    index('tickets_district_sla_at_risk_idx')
      .on(t.districtId, t.slaResolutionDueAt)
      .where(sql`${t.slaState} in ('at_risk', 'breached') and ${t.status} in ('open', 'in_progress')`),
    // Analytics' "SLA met" (docs/product.md#sla-clock): stopped clocks of tickets resolved in a range,
    // with what it groups by and the moments each verdict compares, read from the index alone.
    index('tickets_analytics_sla_idx')
      .on(
        t.districtId,
        t.resolvedAt,
        t.priority,
        t.assigneeId,
        t.slaFirstRespondedAt,
        t.slaFirstResponseDueAt,
        t.slaResolutionDueAt,
        t.slaPausedAt,
      )
      .where(sql`${t.resolvedAt} is not null and ${t.slaState} in ('met', 'breached')`),
    index('tickets_district_resolved_idx')
      .on(t.districtId, t.resolvedAt, t.createdAt, t.priority)
      .where(sql`${t.resolvedAt} is not null`),
  ],
);

/** One row per district: the last ticket number handed out, taken with UPDATE ... RETURNING. */
export const ticketCounters = pgTable('ticket_counters', {
  districtId: uuid('district_id')
    .primaryKey()
    .references(() => districts.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

/** A ticket's timeline: creation, every change (from -> to) with who and when, and comments. */
export const ticketActivity = pgTable(
  'ticket_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: ticketActivityKindEnum('kind').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    body: text('body'),
    /** A comment's readers: the requester too (`public`) or staff only (`internal`, the default of old comments). */
    visibility: commentVisibilityEnum('visibility').notNull().default('internal'),
    /** An internal note that may still be pushed to IncidentIQ or ConnectWise. */
    shareable: boolean('shareable').notNull().default(false),
    /** The moment of the statement, not of the transaction: lines of one change keep their order. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('ticket_activity_ticket_fk_idx').on(t.ticketId),
    index('ticket_activity_ticket_idx').on(t.districtId, t.ticketId, t.createdAt),
    // Analytics: status changes in a range (reopened tickets).
    index('ticket_activity_district_status_idx')
      .on(t.districtId, t.createdAt)
      .where(sql`${t.kind} = 'status'`),
  ],
);

/** People told of a ticket's public conversation besides its requester; a watching requester reads it too. */
export const ticketWatchers = pgTable(
  'ticket_watchers',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.userId] }),
    index('ticket_watchers_district_user_idx').on(t.districtId, t.userId),
  ],
);

/**
 * Files of a ticket or of one of its comments (`activityId`), kept with the ticket in PostgreSQL so
 * backups, restores and district deletion carry them. `type` is the type found in the content.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id').references(() => ticketActivity.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    /** A small image of an image attachment, for the conversation. */
    thumbnail: bytea('thumbnail'),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_attachments_ticket_fk_idx').on(t.ticketId),
    index('ticket_attachments_activity_fk_idx').on(t.activityId).where(sql`${t.activityId} is not null`),
    index('ticket_attachments_ticket_idx').on(t.districtId, t.ticketId, t.createdAt),
  ],
);
