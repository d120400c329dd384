import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { AUDIT_FIX_ACTIONS, AUDIT_STATES } from '../../../domain/audits.ts';
import { ASSET_CONDITIONS, SCAN_MODES, SCAN_RESULTS, type ScanAnswer } from '../../../domain/scans.ts';
import { assets } from './assets.ts';
import { districts, users } from './core.ts';
import { sites } from './settings.ts';
import { tickets } from './tickets.ts';

export const scanModeEnum = pgEnum('scan_mode', SCAN_MODES);
export const scanResultEnum = pgEnum('scan_result', SCAN_RESULTS);
export const assetConditionEnum = pgEnum('asset_condition', ASSET_CONDITIONS);
export const auditStateEnum = pgEnum('audit_state', AUDIT_STATES);
export const auditFixEnum = pgEnum('audit_fix', AUDIT_FIX_ACTIONS);

const ms = { withTimezone: true, precision: 3 } as const;

/** An audit campaign: a site's (or one room's) expected assets, found by scans. */
export const audits = pgTable(
  'audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Only the site's assets whose location is this room; null: the whole site. */
    room: text('room'),
    state: auditStateEnum('state').notNull().default('open'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    closedAt: timestamp('closed_at', ms),
  },
  (t) => [index('audits_district_created_idx').on(t.districtId, t.createdAt)],
);

/**
 * One asset of an audit: the expected list is stored when the audit starts (a snapshot, so assets
 * moving during the campaign do not change what was expected); scans of assets not on it add
 * unexpected rows. Found when a scan marked it; a fix applied to it is remembered.
 */
export const auditItems = pgTable(
  'audit_items',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => audits.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    expected: boolean('expected').notNull(),
    foundAt: timestamp('found_at', ms),
    fix: auditFixEnum('fix'),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('audit_items_ticket_fk_idx').on(t.ticketId).where(sql`${t.ticketId} is not null`),
    index('audit_items_asset_fk_idx').on(t.assetId),
    primaryKey({ columns: [t.auditId, t.assetId] }),
  ],
);

/**
 * Every scan received, with the answer it got: the same (district, scan_key) again answers the
 * stored answer and changes nothing.
 */
export const scans = pgTable(
  'scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    scanKey: text('scan_key').notNull(),
    mode: scanModeEnum('mode').notNull(),
    code: text('code').notNull(),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    result: scanResultEnum('result').notNull(),
    answer: jsonb('answer').$type<ScanAnswer>().notNull(),
    scannedAt: timestamp('scanned_at', ms).notNull(),
    receivedAt: timestamp('received_at', ms).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull().default(''),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    auditId: uuid('audit_id').references(() => audits.id, { onDelete: 'cascade' }),
    personId: uuid('person_id'),
    condition: assetConditionEnum('condition'),
    accessories: jsonb('accessories').$type<{ charger?: boolean; case?: boolean }>(),
  },
  (t) => [
    index('scans_asset_fk_idx').on(t.assetId).where(sql`${t.assetId} is not null`),
    uniqueIndex('scans_district_key').on(t.districtId, t.scanKey),
    // The newest applied custody scan of an asset (offline order), and an asset's scans.
    index('scans_district_asset_idx')
      .on(t.districtId, t.assetId, t.scannedAt)
      .where(sql`${t.assetId} is not null`),
    index('scans_district_received_idx').on(t.districtId, t.receivedAt),
    index('scans_audit_received_idx').on(t.auditId, t.receivedAt).where(sql`${t.auditId} is not null`),
  ],
);
