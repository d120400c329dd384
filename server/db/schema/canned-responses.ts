import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { districts, users } from './core.ts';
import { ticketCategoryEnum } from './tickets.ts';

/**
 * Canned responses (see docs/product.md#canned-responses): a district's own (district_id set) or
 * Five Star's provider-wide ones (district_id null), offered to every district. A district's rows
 * go with its backups; provider-wide rows belong to no district.
 */
export const cannedResponses = pgTable(
  'canned_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null: provider-wide. */
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** With {{placeholders}}, each a known one (checked when saved). */
    body: text('body').notNull(),
    category: ticketCategoryEnum('category'),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One title per district, and one among the provider-wide ones (a district may reuse a
    // provider-wide title for its own version).
    uniqueIndex('canned_responses_district_title_key')
      .on(t.districtId, sql`lower(${t.title})`)
      .where(sql`${t.districtId} is not null`),
    uniqueIndex('canned_responses_provider_title_key')
      .on(sql`lower(${t.title})`)
      .where(sql`${t.districtId} is null`),
    index('canned_responses_district_idx').on(t.districtId, t.updatedAt),
  ],
);
