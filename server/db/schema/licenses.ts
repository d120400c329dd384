import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
  ASSIGNEE_KINDS,
  DEFAULT_REMINDER_DAYS,
  LICENSE_CATEGORIES,
  LICENSE_HISTORY_ACTIONS,
  type LicenseHistoryDetails,
  SEAT_MODELS,
  SEAT_TRACKINGS,
} from '../../../domain/licenses.ts';
import { assets } from './assets.ts';
import { districts, users } from './core.ts';

export const licenseCategoryEnum = pgEnum('license_category', LICENSE_CATEGORIES);
export const seatModelEnum = pgEnum('license_seat_model', SEAT_MODELS);
export const seatTrackingEnum = pgEnum('license_seat_tracking', SEAT_TRACKINGS);
export const licenseAssigneeKindEnum = pgEnum('license_assignee_kind', ASSIGNEE_KINDS);
export const licenseHistoryActionEnum = pgEnum('license_history_action', LICENSE_HISTORY_ACTIONS);

const ms = { withTimezone: true, precision: 3 } as const;
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** A software subscription of a district (see docs/product.md#licenses). Its status comes from its dates. */
export const licenses = pgTable(
  'licenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    vendor: text('vendor').notNull(),
    category: licenseCategoryEnum('category').notNull(),
    seatModel: seatModelEnum('seat_model').notNull(),
    /** Seats bought; 0 for site and unlimited licenses. */
    licenseCount: integer('license_count').notNull().default(0),
    seatTracking: seatTrackingEnum('seat_tracking').notNull().default('assignments'),
    /** Seats in use as entered by hand (seat_tracking 'manual'). */
    seatsUsedManual: integer('seats_used_manual'),
    /** Seats held by assignments, kept in the transaction that assigns or frees one. */
    assignedSeats: integer('assigned_seats').notNull().default(0),
    /** Seats in use: the one place that says where the number comes from. */
    seatsUsed: integer('seats_used')
      .notNull()
      .generatedAlwaysAs(
        sql`case when "seat_tracking" = 'manual' then coalesce("seats_used_manual", 0) else "assigned_seats" end`,
      ),
    cost: money('cost').notNull().default(0),
    costPerSeat: money('cost_per_seat'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    renewalDate: date('renewal_date', { mode: 'string' }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    contractNumber: text('contract_number').notNull().default(''),
    notes: text('notes').notNull().default(''),
    contactEmail: text('contact_email'),
    adminUrl: text('admin_url'),
    lowSeatThreshold: integer('low_seat_threshold'),
    /** Days before renewal a reminder goes out, furthest first. */
    reminderDays: integer('reminder_days')
      .array()
      .notNull()
      .default(sql`'{${sql.raw(DEFAULT_REMINDER_DAYS.join(','))}}'::integer[]`),
    /** Steps of the ladder already sent (or superseded) for the current term; a renewal clears them. */
    remindersSent: integer('reminders_sent').array().notNull().default(sql`'{}'::integer[]`),
    /** When the low-seat alert went out; cleared when seats free up again, so it can go out again. */
    lowSeatAlertAt: timestamp('low_seat_alert_at', ms),
    cancelledAt: timestamp('cancelled_at', ms),
    /** What the search looks in: name and vendor, lower-cased. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower("name" || chr(31) || "vendor")`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [
    index('licenses_district_name_idx').on(t.districtId, sql`lower(${t.name})`, t.id),
    index('licenses_district_renewal_idx').on(t.districtId, t.renewalDate),
    check('licenses_counts_valid', sql`${t.licenseCount} >= 0 and ${t.assignedSeats} >= 0`),
    check(
      'licenses_costs_valid',
      sql`${t.cost} >= 0 and (${t.costPerSeat} is null or ${t.costPerSeat} >= 0)`,
    ),
    check('licenses_dates_ordered', sql`${t.purchaseDate} is null or ${t.renewalDate} >= ${t.purchaseDate}`),
  ],
);

/**
 * Who or what holds a seat: a user of the district, a person named by name and email, or a device
 * of the inventory. Name and email (or the device's name and tag) are kept, so a seat whose user
 * or device is removed still says whose it was until it is freed.
 */
export const licenseAssignments = pgTable(
  'license_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    licenseId: uuid('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    kind: licenseAssigneeKindEnum('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    /** The device's asset tag and model, or the user's role, as it was when assigned. */
    detail: text('detail').notNull().default(''),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedByName: text('assigned_by_name').notNull().default(''),
    assignedAt: timestamp('assigned_at', ms).notNull().defaultNow(),
  },
  (t) => [
    index('license_assignments_license_fk_idx').on(t.licenseId),
    index('license_assignments_license_idx').on(t.districtId, t.licenseId, t.assignedAt),
    // One seat per person (by email, users included) and per device on a license.
    uniqueIndex('license_assignments_email_key')
      .on(t.districtId, t.licenseId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('license_assignments_asset_key')
      .on(t.districtId, t.licenseId, t.assetId)
      .where(sql`${t.assetId} is not null`),
    // The exception to "indexes lead with district_id": removing a user or an asset looks up its
    // seats by id alone (the foreign keys' ON DELETE SET NULL).
    index('license_assignments_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
    index('license_assignments_asset_idx').on(t.assetId).where(sql`${t.assetId} is not null`),
  ],
);

/** Every change of a license: who, when, what (details in words by describeLicenseHistory). */
export const licenseHistory = pgTable(
  'license_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    licenseId: uuid('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    action: licenseHistoryActionEnum('action').notNull(),
    details: jsonb('details').$type<LicenseHistoryDetails>().notNull().default({}),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it happened (kept if the account is removed). */
    actorName: text('actor_name').notNull().default(''),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
  },
  (t) => [
    index('license_history_license_fk_idx').on(t.licenseId),
    index('license_history_license_idx').on(t.districtId, t.licenseId, t.createdAt),
  ],
);
