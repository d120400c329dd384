import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SyncDiff } from '../../../domain/google-workspace.ts';
import { assets } from './assets.ts';
import { districts, users } from './core.ts';
import { integrationRuns } from './integrations.ts';
import { sites } from './settings.ts';

/**
 * A district's Chromebooks as Google's Admin console last answered (see docs/product.md#google-workspace):
 * the sync's mirror, matched to an asset by serial number; `hash` tells an unchanged device at once.
 */
export const googleDevices = pgTable(
  'google_devices',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    serialNumber: text('serial_number').notNull().default(''),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    status: text('status').notNull().default(''),
    model: text('model').notNull().default(''),
    osVersion: text('os_version'),
    macAddress: text('mac_address'),
    lastSync: timestamp('last_sync', { withTimezone: true }),
    orgUnitPath: text('org_unit_path').notNull().default('/'),
    annotatedAssetId: text('annotated_asset_id'),
    annotatedLocation: text('annotated_location'),
    annotatedUser: text('annotated_user'),
    /** The address of the annotated or most recent user. */
    userEmail: text('user_email'),
    supportEndsOn: date('support_ends_on', { mode: 'string' }),
    hash: text('hash').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('google_devices_asset_fk_idx').on(t.assetId).where(sql`${t.assetId} is not null`),
    primaryKey({ columns: [t.districtId, t.deviceId] }),
    index('google_devices_district_serial_idx').on(t.districtId, t.serialNumber),
    index('google_devices_district_asset_idx').on(t.districtId, t.assetId),
  ],
);

/** The district's org unit tree as last read, with each unit's site (chosen, by name, or the parent's). */
export const googleOrgUnits = pgTable(
  'google_org_units',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    orgUnitPath: text('org_unit_path').notNull(),
    name: text('name').notNull(),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    devices: integer('devices').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.districtId, t.orgUnitPath] })],
);

/** A sync's diff (the run that read it), waiting for an administrator, approved, applied or superseded. */
export const googleSyncPlans = pgTable(
  'google_sync_plans',
  {
    runId: uuid('run_id')
      .primaryKey()
      .references(() => integrationRuns.id, { onDelete: 'cascade' }),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'applied', 'superseded'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    diff: jsonb('diff')
      .$type<Omit<SyncDiff, 'runId' | 'status' | 'reason' | 'createdAt' | 'approvedAt' | 'approvedBy'>>()
      .notNull(),
    approvedById: uuid('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('google_sync_plans_district_idx').on(t.districtId, t.createdAt)],
);
