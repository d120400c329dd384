import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { VISIT_PRIORITIES, VISIT_STATUSES } from '../../../domain/visits.ts';
import { districts, users } from './core.ts';
import { sites } from './settings.ts';
import { tickets } from './tickets.ts';

export const visitStatusEnum = pgEnum('visit_status', VISIT_STATUSES);
export const visitPriorityEnum = pgEnum('visit_priority', VISIT_PRIORITIES);

/**
 * A technician's visit to a school for a ticket. scheduled_end is start plus the estimated duration,
 * kept so overlap checks and the week view read one index range.
 */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    technicianId: uuid('technician_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    room: text('room').notNull().default(''),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }).notNull(),
    scheduledEnd: timestamp('scheduled_end', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priority: visitPriorityEnum('priority').notNull().default('medium'),
    workType: text('work_type').notNull().default(''),
    requirements: text('requirements').array().notNull().default(sql`'{}'::text[]`),
    contactPerson: text('contact_person').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    workNotes: text('work_notes').notNull().default(''),
    status: visitStatusEnum('status').notNull().default('scheduled'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** En route: the expected arrival. */
    eta: timestamp('eta', { withTimezone: true }),
    /** Why it was delayed or cancelled. */
    statusReason: text('status_reason'),
    /** The scheduler booked it over another visit of the technician on purpose. */
    conflictOverridden: boolean('conflict_overridden').notNull().default(false),
    /** The scheduler confirmed a time outside the district's school day. */
    outsideSchoolDay: boolean('outside_school_day').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** iCalendar SEQUENCE: raised on every change so subscribed calendars replace their copy. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visits_ticket_fk_idx').on(t.ticketId),
    index('visits_district_start_idx').on(t.districtId, t.scheduledStart),
    index('visits_district_technician_start_idx').on(t.districtId, t.technicianId, t.scheduledStart),
    check('visits_times_ordered', sql`${t.scheduledEnd} > ${t.scheduledStart}`),
  ],
);

/** Each status change of a visit: when, by whom, from and to, and why. */
export const visitStatusChanges = pgTable(
  'visit_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: visitStatusEnum('from_status'),
    toStatus: visitStatusEnum('to_status').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visit_status_changes_visit_idx').on(t.districtId, t.visitId, t.createdAt)],
);

/** A technician's private iCalendar feed of their own visits in a district (the token is the secret). */
export const visitCalendarFeeds = pgTable(
  'visit_calendar_feeds',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.districtId, t.userId] })],
);
