import { pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { INTEGRATION_SLUGS, INTEGRATION_STATUSES } from '../../../domain/integrations.ts';

export const integrationStatusEnum = pgEnum('integration_status', INTEGRATION_STATUSES);

/**
 * Five Star's connections to external services (provider-wide, so no district_id): the dashboard's
 * integration status list.
 */
export const integrations = pgTable('integrations', {
  slug: text('slug', { enum: INTEGRATION_SLUGS }).primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  status: integrationStatusEnum('status').notNull().default('connected'),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
