import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SlaTargets } from '../../../domain/settings.ts';
import { districts } from './core.ts';

/** What a district administrator keeps in the District profile and System Settings (one row per district, made on first save). */
export const districtSettings = pgTable('district_settings', {
  districtId: uuid('district_id')
    .primaryKey()
    .references(() => districts.id, { onDelete: 'cascade' }),
  timezone: text('timezone').notNull(),
  enrollment: integer('enrollment'),
  schoolDayStart: text('school_day_start').notNull(),
  schoolDayEnd: text('school_day_end').notNull(),
  slaTargets: jsonb('sla_targets').$type<SlaTargets>().notNull(),
  onCallPhone: text('on_call_phone'),
  /** The district's own mail domains (lower case): who registers with one waits in its list. */
  emailDomains: text('email_domains').array().notNull().default(sql`'{}'::text[]`),
  /** Domains whose people may reach the help portal as requesters (Google sign-in, email). */
  requesterDomains: text('requester_domains').array().notNull().default(sql`'{}'::text[]`),
  /** The largest attachment, in MB, when lower than the product's 10 MB. */
  attachmentLimitMb: integer('attachment_limit_mb'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The district's schools and buildings (for visits, inventory locations and assessments). */
export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    phone: text('phone'),
    contactName: text('contact_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sites_district_name_key').on(t.districtId, sql`lower(${t.name})`)],
);
