import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { districts, users } from './core.ts';
import { tickets } from './tickets.ts';

/**
 * Related tickets of one district (see docs/product.md#tickets): one row per pair, the smaller id
 * first, so a pair is stored once whichever ticket it was linked from.
 */
export const ticketLinks = pgTable(
  'ticket_links',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    linkedId: uuid('linked_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_links_ticket_fk_idx').on(t.ticketId),
    index('ticket_links_linked_fk_idx').on(t.linkedId),
    primaryKey({ columns: [t.districtId, t.ticketId, t.linkedId] }),
    check('ticket_links_pair_order', sql`${t.ticketId} < ${t.linkedId}`),
  ],
);
