import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OFFBOARDING_STATUSES } from '../../../domain/offboarding.ts';
import { AGREEMENT_TYPES, DPA_STATUSES } from '../../../domain/privacy-agreements.ts';
import { districts, users } from './core.ts';
import { licenses } from './licenses.ts';
import { people } from './people.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const dpaStatusEnum = pgEnum('dpa_status', DPA_STATUSES);
export const agreementTypeEnum = pgEnum('agreement_type', AGREEMENT_TYPES);
export const offboardingStatusEnum = pgEnum('offboarding_status', OFFBOARDING_STATUSES);

/**
 * A vendor's data privacy agreement with the district: for one of its licenses (`license_id`), or
 * for an app in use without one (`vendor` and `app_name` then say which).
 */
export const vendorAgreements = pgTable(
  'vendor_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    licenseId: uuid('license_id').references(() => licenses.id, { onDelete: 'cascade' }),
    vendor: text('vendor'),
    appName: text('app_name'),
    dpaStatus: dpaStatusEnum('dpa_status').notNull().default('none'),
    agreementType: agreementTypeEnum('agreement_type'),
    signedAt: date('signed_at', { mode: 'string' }),
    expiresAt: date('expires_at', { mode: 'string' }),
    /** Keys of domain/privacy-agreements.ts DATA_ELEMENTS. */
    dataElements: text('data_elements').array().notNull().default(sql`'{}'::text[]`),
    agreementUrl: text('agreement_url'),
    approvedForStudents: boolean('approved_for_students').notNull().default(false),
    /** Expiry reminder steps (days before) already sent for the current expiry date. */
    remindersSent: integer('reminders_sent').array().notNull().default(sql`'{}'::integer[]`),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_agreements_license_key').on(t.licenseId).where(sql`${t.licenseId} is not null`),
    index('vendor_agreements_district_idx').on(t.districtId, t.dpaStatus),
  ],
);

/**
 * A district's retention rules (domain/retention.ts gives the defaults a missing key takes) and
 * what the nightly run last removed (counts only).
 */
export const retentionSettings = pgTable('retention_settings', {
  districtId: uuid('district_id')
    .primaryKey()
    .references(() => districts.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').$type<Record<string, number>>().notNull().default({}),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastRunCounts: jsonb('last_run_counts').$type<Record<string, number>>(),
});

/** A subject access export: everything the portal holds about one person, as one ZIP. */
export const privacyExports = pgTable(
  'privacy_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').references(() => people.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who the export is about, as named when it was asked for. */
    subjectLabel: text('subject_label').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** queued, running, ready or failed. */
    status: text('status').notNull().default('queued'),
    fileName: text('file_name'),
    sizeBytes: integer('size_bytes'),
    archive: bytea('archive'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('privacy_exports_district_idx').on(t.districtId, t.createdAt)],
);

/**
 * A district leaving: its archive, the confirmation period and the deletion. Not a district table:
 * it names the district by `former_district_id` (no foreign key) so it, and the certificate of
 * deletion made from it, outlive the district's rows.
 */
export const districtOffboardings = pgTable(
  'district_offboardings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formerDistrictId: uuid('former_district_id').notNull(),
    districtName: text('district_name').notNull(),
    districtCode: text('district_code').notNull(),
    status: offboardingStatusEnum('status').notNull().default('archiving'),
    deleteAfterDays: integer('delete_after_days').notNull().default(30),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByLabel: text('requested_by_label').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The archive made for the district (a district_backups row, gone with the district). */
    archiveBackupId: uuid('archive_backup_id'),
    archiveSha256: text('archive_sha256'),
    archiveSizeBytes: integer('archive_size_bytes'),
    archiveReadyAt: timestamp('archive_ready_at', { withTimezone: true }),
    deleteAt: timestamp('delete_at', { withTimezone: true }),
    deletionStartedAt: timestamp('deletion_started_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    keyDestroyedAt: timestamp('key_destroyed_at', { withTimezone: true }),
    /** Rows deleted per table. */
    deletedCounts: jsonb('deleted_counts').$type<Record<string, number>>(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledByLabel: text('cancelled_by_label'),
    error: text('error'),
  },
  (t) => [
    index('district_offboardings_district_idx').on(t.formerDistrictId, t.requestedAt),
    uniqueIndex('district_offboardings_active_key')
      .on(t.formerDistrictId)
      .where(sql`${t.status} in ('archiving', 'waiting', 'deleting')`),
  ],
);
