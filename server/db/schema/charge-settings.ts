import { boolean, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { districts, users } from './core.ts';

/** A district's charge settings (issue 34): the check-out hold and the default replacement cost. */
export const chargeSettings = pgTable('charge_settings', {
  districtId: uuid('district_id')
    .primaryKey()
    .references(() => districts.id, { onDelete: 'cascade' }),
  /** "Hold check-out for open charges": no device goes out to a person who owes. */
  holdCheckout: boolean('hold_checkout').notNull().default(false),
  /** What replacing a device costs when neither the asset nor its model says (lost, stolen). */
  replacementDefaultCents: integer('replacement_default_cents'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
