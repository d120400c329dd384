import { index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { districts, users } from './core.ts';
import { tickets } from './tickets.ts';

/**
 * Satisfaction surveys (see docs/product.md#satisfaction): one per ticket, opened when the ticket is
 * resolved for its requester; `rating` stays null until answered. The technician is the ticket's
 * assignee at the resolution (results per technician).
 */
export const csatResponses = pgTable(
  'csat_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    technicianId: uuid('technician_id').references(() => users.id, { onDelete: 'set null' }),
    /** 1..5; null: not answered yet. */
    rating: smallint('rating'),
    comment: text('comment'),
    /** When the survey (last) opened: the ticket's resolution. */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** Answers are taken until then. */
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('csat_responses_ticket_fk_idx').on(t.ticketId),
    uniqueIndex('csat_responses_ticket_key').on(t.districtId, t.ticketId),
    // Analytics: a district's answers in a range.
    index('csat_responses_district_answered_idx').on(t.districtId, t.answeredAt),
  ],
);
