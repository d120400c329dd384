import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { districts } from './core.ts';
import { sites } from './settings.ts';

/**
 * The SIS's orgs (OneRoster orgs.csv) a district's imports have seen, by sourcedId: a delta's
 * users name their school by it even when the delta carries no orgs.csv. Schools map to a site.
 */
export const rosterOrgs = pgTable(
  'roster_orgs',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    sourcedId: text('sourced_id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.districtId, t.sourcedId] })],
);
