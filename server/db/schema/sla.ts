import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ClosedDay, WeeklyHours } from '../../../domain/working-time.ts';
import { districts, serviceLevelEnum } from './core.ts';
import { ticketPriorityEnum } from './tickets.ts';

/**
 * A district's working calendar (the SLA clock runs on it). No row, or a null column: the default
 * (the District profile's time zone; its school day, Monday to Friday).
 */
export const districtCalendars = pgTable('district_calendars', {
  districtId: uuid('district_id')
    .primaryKey()
    .references(() => districts.id, { onDelete: 'cascade' }),
  timezone: text('timezone'),
  hours: jsonb('hours').$type<WeeklyHours>(),
  /** Holidays, breaks and closures in date order ("closed today" is one of them). */
  closedDays: jsonb('closed_days').$type<ClosedDay[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const targets = {
  firstResponseMinutes: integer('first_response_minutes').notNull(),
  resolutionMinutes: integer('resolution_minutes').notNull(),
  /** The clock runs around the clock (24×7), not on the working calendar. */
  allHours: boolean('all_hours').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Five Star's default targets per service tier (provider-wide; the product's own until changed). */
export const slaTierDefaults = pgTable(
  'sla_tier_defaults',
  {
    serviceLevel: serviceLevelEnum('service_level').notNull(),
    priority: ticketPriorityEnum('priority').notNull(),
    ...targets,
  },
  (t) => [
    primaryKey({ columns: [t.serviceLevel, t.priority] }),
    check('sla_tier_defaults_ordered', sql`${t.firstResponseMinutes} <= ${t.resolutionMinutes}`),
  ],
);

/** A district's own targets (its contract), overriding its tier's defaults: all four priorities or none. */
export const districtSlaPolicies = pgTable(
  'district_sla_policies',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    priority: ticketPriorityEnum('priority').notNull(),
    ...targets,
  },
  (t) => [
    primaryKey({ columns: [t.districtId, t.priority] }),
    check('district_sla_policies_ordered', sql`${t.firstResponseMinutes} <= ${t.resolutionMinutes}`),
  ],
);
