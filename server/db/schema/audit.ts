import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { districts, users } from './core.ts';

/**
 * Administrative acts and every vault reveal, with the real actor (a provider admin in a district
 * view stays themselves), the district, what changed and when. Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor as they were named then ("Ana Diaz (Five Star) as district admin"). */
    actorLabel: text('actor_label').notNull(),
    /** The district the act concerns; null for provider-wide acts. Kept if the district goes. */
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** What the act was about, in words ("Maria Lopez", "District Apex USD"). */
    target: text('target'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    ipAddress: text('ip_address'),
  },
  (t) => [
    index('audit_district_time_idx').on(t.districtId, t.at),
    index('audit_time_idx').on(t.at),
    index('audit_action_time_idx').on(t.action, t.at),
  ],
);
