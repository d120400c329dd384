import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES } from '../../../domain/webhooks.ts';
import { districts, users } from './core.ts';

export const webhookDeliveryStatusEnum = pgEnum('webhook_delivery_status', DELIVERY_STATUSES);

/**
 * An outgoing webhook (issue 35): a district's, or Five Star's provider-wide one (district null:
 * every district's events). Its signing secret is sealed: with the district's data key, or for a
 * provider-wide one with the master key (docs/security.md#webhooks).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    /** Why the portal turned it off (a delivery's last try failed); cleared when turned on again. */
    disabledReason: text('disabled_reason'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhooks_district_idx').on(t.districtId)],
);

/**
 * One event sent (or to send) to one webhook: its exact signed body, its tries and the last
 * answer (the first 1 KB). `district_id` is the district the event is about (null: a ping of a
 * provider-wide webhook).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    body: text('body').notNull(),
    status: webhookDeliveryStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt.desc()),
    index('webhook_deliveries_district_idx').on(t.districtId).where(sql`${t.districtId} is not null`),
  ],
);
