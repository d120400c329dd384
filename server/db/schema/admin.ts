import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ANNOUNCEMENT_SEVERITIES,
  BULK_OPERATIONS,
  BULK_OUTCOMES,
  BULK_STATUSES,
} from '../../../domain/admin.ts';
import { districts, users } from './core.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const bulkOperationKindEnum = pgEnum('bulk_operation_kind', BULK_OPERATIONS);
export const bulkStatusEnum = pgEnum('bulk_status', BULK_STATUSES);
export const bulkOutcomeEnum = pgEnum('bulk_outcome', BULK_OUTCOMES);
export const announcementSeverityEnum = pgEnum('announcement_severity', ANNOUNCEMENT_SEVERITIES);

/** Settings of Five Star itself, by key (e.g. the feature toggles new districts get). */
export const providerSettings = pgTable('provider_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A bulk operation across districts: run (or rehearsed) by a job, district by district. */
export const bulkOperations = pgTable(
  'bulk_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operation: bulkOperationKindEnum('operation').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    dryRun: boolean('dry_run').notNull(),
    status: bulkStatusEnum('status').notNull().default('queued'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByLabel: text('created_by_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('bulk_operations_time_idx').on(t.createdAt)],
);

/** What the operation did (or would do) in one district. */
export const bulkOperationResults = pgTable(
  'bulk_operation_results',
  {
    operationId: uuid('operation_id')
      .notNull()
      .references(() => bulkOperations.id, { onDelete: 'cascade' }),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    outcome: bulkOutcomeEnum('outcome').notNull().default('pending'),
    detail: text('detail').notNull().default(''),
    backupId: uuid('backup_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.operationId, t.districtId] })],
);

/** A banner for a district's users, from a start to an (optional) end; each user may dismiss it. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    severity: announcementSeverityEnum('severity').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    operationId: uuid('operation_id').references(() => bulkOperations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_district_time_idx').on(t.districtId, t.startsAt)],
);

export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

/** A district's data as one archive (.tar.gz), made by a backup operation, to download. */
export const districtBackups = pgTable(
  'district_backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    operationId: uuid('operation_id').references(() => bulkOperations.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    archive: bytea('archive').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('district_backups_district_time_idx').on(t.districtId, t.createdAt)],
);
