import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { districts, users } from './core.ts';

/** A district administrator's monthly Executive Summary by email (see docs/product.md#analytics). */
export const analyticsSubscriptions = pgTable(
  'analytics_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The last month ("2026-10") whose summary was mailed. */
    lastSentMonth: text('last_sent_month'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('analytics_subscriptions_district_user_key').on(t.districtId, t.userId),
    index('analytics_subscriptions_district_idx').on(t.districtId, t.createdAt),
  ],
);
