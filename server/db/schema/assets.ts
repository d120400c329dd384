import { sql } from 'drizzle-orm';
import { date, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  ASSET_CATEGORIES,
  ASSET_HISTORY_ACTIONS,
  ASSET_STATUSES,
  ASSIGNEE_TYPES,
} from '../../../domain/assets.ts';
import { districts, users } from './core.ts';

export const assetCategoryEnum = pgEnum('asset_category', ASSET_CATEGORIES);
export const assetStatusEnum = pgEnum('asset_status', ASSET_STATUSES);
export const assigneeTypeEnum = pgEnum('asset_assignee_type', ASSIGNEE_TYPES);
export const assetHistoryActionEnum = pgEnum('asset_history_action', ASSET_HISTORY_ACTIONS);

// Millisecond precision, so a list cursor carrying a JS Date finds its row again exactly.
const ms = { withTimezone: true, precision: 3 } as const;

export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    assetTag: text('asset_tag').notNull(),
    name: text('name').notNull(),
    category: assetCategoryEnum('category').notNull().default('laptop'),
    status: assetStatusEnum('status').notNull().default('active'),
    location: text('location').notNull().default(''),
    serialNumber: text('serial_number').notNull().default(''),
    manufacturer: text('manufacturer').notNull().default(''),
    model: text('model').notNull().default(''),
    /** Who or which room has the asset; null while it is in stock. */
    assignedTo: text('assigned_to'),
    assignedType: assigneeTypeEnum('assigned_type'),
    checkedOutOn: date('checked_out_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    /** What the inventory search looks in: tag, name and serial number, lower-cased (one LIKE, not three ILIKEs). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("asset_tag" || chr(31) || "name" || chr(31) || "serial_number")`,
    ),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [
    // Tags are unique per district regardless of case; the same index serves the tag sort.
    uniqueIndex('assets_district_tag_key').on(t.districtId, sql`lower(${t.assetTag})`),
    // Scanned backwards for the newest-first order.
    index('assets_district_recent_idx').on(t.districtId, t.updatedAt, t.id),
    index('assets_district_name_idx').on(t.districtId, sql`lower(${t.name})`, t.id),
    index('assets_district_status_idx').on(t.districtId, t.status, t.category),
    // Analytics groups the inventory by category, status and age from this index alone.
    index('assets_analytics_idx').on(t.districtId, t.category, t.status, t.createdAt),
    // Counts the checked-out assets of the summary without visiting the table.
    index('assets_district_out_idx').on(t.districtId).where(sql`${t.assignedTo} is not null`),
  ],
);

/** Every check-out, check-in and status change of an asset (and its creation), newest last. */
export const assetHistory = pgTable(
  'asset_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    action: assetHistoryActionEnum('action').notNull(),
    fromStatus: assetStatusEnum('from_status'),
    toStatus: assetStatusEnum('to_status'),
    assignee: text('assignee'),
    assigneeType: assigneeTypeEnum('assignee_type'),
    checkedOutOn: date('checked_out_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    note: text('note').notNull().default(''),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it happened (kept if the account is removed). */
    actorName: text('actor_name').notNull().default(''),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
  },
  (t) => [index('asset_history_district_asset_idx').on(t.districtId, t.assetId, t.createdAt)],
);
