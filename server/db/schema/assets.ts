import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ASSET_HISTORY_ACTIONS,
  ASSET_STATUSES,
  ASSIGNEE_TYPES,
  type AssetCategoryDef,
  type CustomFieldValues,
} from '../../../domain/assets.ts';
import { districts, users } from './core.ts';
import { people } from './people.ts';
import { sites } from './settings.ts';

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
    /** A key of the district's category list (asset_category_lists, or the defaults without one). */
    category: text('category').notNull().default('laptop'),
    status: assetStatusEnum('status').notNull().default('active'),
    location: text('location').notNull().default(''),
    serialNumber: text('serial_number').notNull().default(''),
    manufacturer: text('manufacturer').notNull().default(''),
    model: text('model').notNull().default(''),
    /** Who or which room has the asset; null while it is in stock. */
    assignedTo: text('assigned_to'),
    assignedType: assigneeTypeEnum('assigned_type'),
    /** The portal user the asset is assigned to (their My devices), when it is a person with an account. */
    assignedUserId: uuid('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The rostered person the device is assigned to (1:1), when the roster knows them. */
    personId: uuid('person_id').references((): AnyPgColumn => people.id, { onDelete: 'set null' }),
    /** The site the device belongs to (Google's org unit maps to one). */
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    /** The last day the maker updates it (a Chromebook's Auto Update Expiration). */
    supportEndsOn: date('support_ends_on', { mode: 'string' }),
    checkedOutOn: date('checked_out_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    // Money on assets (issue 34): purchase, funding, warranty and depreciation.
    purchaseDate: date('purchase_date', { mode: 'string' }),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }),
    vendor: text('vendor').notNull().default(''),
    poNumber: text('po_number').notNull().default(''),
    /** A key of the district's funding sources (funding_sources). */
    fundingSource: text('funding_source'),
    warrantyEndsOn: date('warranty_ends_on', { mode: 'string' }),
    /** Straight-line years; null: the category's default. */
    depreciationYears: integer('depreciation_years'),
    /** E-Rate keeps C2 equipment 10 years after disposal: disposal records it instead of deleting. */
    disposedOn: date('disposed_on', { mode: 'string' }),
    disposalNote: text('disposal_note').notNull().default(''),
    /** Values of the category's custom fields by field key (checked against them on every save). */
    customFields: jsonb('custom_fields').$type<CustomFieldValues>().notNull().default({}),
    /**
     * What the inventory search looks in: tag, name, serial number and the custom field values
     * (not their keys), lower-cased (one LIKE, not several ILIKEs).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("asset_tag" || chr(31) || "name" || chr(31) || "serial_number" || chr(31) || jsonb_path_query_array("custom_fields", '$.*')::text)`,
    ),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [
    index('assets_person_fk_idx').on(t.personId).where(sql`${t.personId} is not null`),
    // Tags are unique per district regardless of case; the same index serves the tag sort.
    uniqueIndex('assets_district_tag_key').on(t.districtId, sql`lower(${t.assetTag})`),
    // Scanned backwards for the newest-first order.
    index('assets_district_recent_idx').on(t.districtId, t.updatedAt, t.id),
    index('assets_district_name_idx').on(t.districtId, sql`lower(${t.name})`, t.id),
    index('assets_district_status_idx').on(t.districtId, t.status, t.category),
    // Analytics groups the inventory by category, status and age from this index alone.
    index('assets_analytics_idx').on(t.districtId, t.category, t.status, t.createdAt),
    // Counts the checked-out assets of the summary without visiting the table.
    index('assets_district_user_idx')
      .on(t.districtId, t.assignedUserId)
      .where(sql`${t.assignedUserId} is not null`),
    index('assets_district_out_idx').on(t.districtId).where(sql`${t.assignedTo} is not null`),
    index('assets_district_person_idx').on(t.districtId, t.personId).where(sql`${t.personId} is not null`),
    // The AUE cliff: devices by support end date, per district.
    index('assets_district_support_idx')
      .on(t.districtId, t.supportEndsOn)
      .where(sql`${t.supportEndsOn} is not null`),
    // Serial numbers are how Google's devices are matched.
    index('assets_district_serial_idx').on(t.districtId, t.serialNumber).where(sql`${t.serialNumber} <> ''`),
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
  (t) => [
    index('asset_history_asset_fk_idx').on(t.assetId),
    index('asset_history_district_asset_idx').on(t.districtId, t.assetId, t.createdAt),
  ],
);

/**
 * A district's asset categories and their custom fields, as its administrators edited them (one
 * row per district, made on the first save; until then the defaults apply).
 */
export const assetCategoryLists = pgTable('asset_category_lists', {
  districtId: uuid('district_id')
    .primaryKey()
    .references(() => districts.id, { onDelete: 'cascade' }),
  categories: jsonb('categories').$type<AssetCategoryDef[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
