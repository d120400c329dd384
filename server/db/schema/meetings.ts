import { sql } from 'drizzle-orm';
import {
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
import { MEETING_TYPES } from '../../../domain/meetings.ts';
import { districts, users } from './core.ts';

export const meetingTypeEnum = pgEnum('meeting_type', MEETING_TYPES);

export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    meetingType: meetingTypeEnum('meeting_type').notNull().default('meeting'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    attendees: text('attendees').array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** iCalendar SEQUENCE: raised on every change so subscribed calendars replace their copy. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meetings_district_start_idx').on(t.districtId, t.startAt),
    check('meetings_times_ordered', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * Each user's private iCalendar feed of one district's meetings. The token is the whole secret of a
 * read-only address that calendar services fetch without cookies, and it must be shown again to
 * its owner, so it is stored as is (256 random bits); regenerating replaces it. Only its owner sees
 * it, and it stops working when the owner can no longer see the district.
 */
export const meetingCalendarFeeds = pgTable(
  'meeting_calendar_feeds',
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
