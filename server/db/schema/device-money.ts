import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CHARGE_STATES,
  DAMAGE_KINDS,
  DAMAGE_SOURCES,
  DAMAGE_STATES,
  PART_MOVE_REASONS,
  REPAIR_KINDS,
  REPAIR_STATES,
} from '../../../domain/device-money.ts';
import { assets } from './assets.ts';
import { districts, users } from './core.ts';
import { people } from './people.ts';
import { sites } from './settings.ts';
import { tickets } from './tickets.ts';

// Damage, repairs, fees, insurance, charges and parts (issue 34). Money is integer cents.

export const damageKindEnum = pgEnum('damage_kind', DAMAGE_KINDS);
export const damageSourceEnum = pgEnum('damage_source', DAMAGE_SOURCES);
export const damageStateEnum = pgEnum('damage_state', DAMAGE_STATES);
export const repairKindEnum = pgEnum('repair_kind', REPAIR_KINDS);
export const repairStateEnum = pgEnum('repair_state', REPAIR_STATES);
export const chargeStateEnum = pgEnum('charge_state', CHARGE_STATES);
export const partMoveReasonEnum = pgEnum('part_move_reason', PART_MOVE_REASONS);

const ms = { withTimezone: true, precision: 3 } as const;
const districtRef = () =>
  uuid('district_id')
    .notNull()
    .references(() => districts.id, { onDelete: 'cascade' });

/** A damage (or loss) of an asset, with who had it then; it opens a repair ticket. */
export const damageReports = pgTable(
  'damage_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: districtRef(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    kind: damageKindEnum('kind').notNull(),
    source: damageSourceEnum('source').notNull().default('asset'),
    state: damageStateEnum('state').notNull().default('reported'),
    /** The person the asset was assigned to when it happened (null: in stock or a room's). */
    personId: uuid('person_id').references(() => people.id, { onDelete: 'set null' }),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    /** Where it happened, in words (a room, the bus). */
    place: text('place').notNull().default(''),
    note: text('note').notNull().default(''),
    /** Attachment ids of the photos (the attachments feature stores the files). */
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    occurredAt: timestamp('occurred_at', ms).notNull().defaultNow(),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    /** The asset's model at the time (the fee schedule is per model). */
    model: text('model').notNull().default(''),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [
    index('damage_reports_ticket_fk_idx').on(t.ticketId).where(sql`${t.ticketId} is not null`),
    index('damage_reports_district_created_idx').on(t.districtId, t.createdAt),
    index('damage_reports_person_idx').on(t.districtId, t.personId, t.occurredAt),
    index('damage_reports_asset_idx').on(t.assetId),
  ],
);

/** The repair of a damage (or of any asset): in house, sent out (RMA) or under warranty. */
export const repairs = pgTable(
  'repairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: districtRef(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    damageReportId: uuid('damage_report_id').references(() => damageReports.id, { onDelete: 'set null' }),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    kind: repairKindEnum('kind').notNull().default('in_house'),
    state: repairStateEnum('state').notNull().default('open'),
    technicianId: uuid('technician_id').references(() => users.id, { onDelete: 'set null' }),
    minutes: integer('minutes').notNull().default(0),
    vendor: text('vendor').notNull().default(''),
    rmaNumber: text('rma_number').notNull().default(''),
    shippedOn: date('shipped_on', { mode: 'string' }),
    returnedOn: date('returned_on', { mode: 'string' }),
    /** The loaner checked out to the person meanwhile. */
    loanerAssetId: uuid('loaner_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
    closedAt: timestamp('closed_at', ms),
  },
  (t) => [
    index('repairs_ticket_fk_idx').on(t.ticketId).where(sql`${t.ticketId} is not null`),
    index('repairs_loaner_fk_idx').on(t.loanerAssetId).where(sql`${t.loanerAssetId} is not null`),
    index('repairs_district_state_idx').on(t.districtId, t.state, t.createdAt),
    index('repairs_asset_idx').on(t.assetId),
  ],
);

/** A district's price of one damage kind, for one model or (model '') for every model. */
export const feeScheduleItems = pgTable(
  'fee_schedule_items',
  {
    districtId: districtRef(),
    kind: damageKindEnum('kind').notNull(),
    /** '' applies to every model; a model's own price wins. */
    model: text('model').notNull().default(''),
    /** Null for `lost`/`stolen` by default: the replacement cost of the model. */
    priceCents: integer('price_cents'),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.districtId, t.kind, t.model] })],
);

/** A device insurance plan a district offers families for a school year. */
export const insurancePlans = pgTable(
  'insurance_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: districtRef(),
    name: text('name').notNull(),
    premiumCents: integer('premium_cents').notNull(),
    /** The damage kinds it covers. */
    covers: jsonb('covers').$type<string[]>().notNull().default([]),
    /** What the family still pays per covered incident, by incident number (1st, 2nd, …); the last repeats. */
    deductiblesCents: jsonb('deductibles_cents').$type<number[]>().notNull().default([]),
    /** Covered incidents per school year; null: no limit. */
    incidentsPerYear: integer('incidents_per_year'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('insurance_plans_district_name_key').on(t.districtId, sql`lower(${t.name})`)],
);

/** A person enrolled in a plan for a school year (e.g. '2026-27'). */
export const insuranceEnrollments = pgTable(
  'insurance_enrollments',
  {
    districtId: districtRef(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    schoolYear: text('school_year').notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => insurancePlans.id, { onDelete: 'cascade' }),
    paidOn: date('paid_on', { mode: 'string' }),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.schoolYear] })],
);

/** A person's fee waiver (free/reduced lunch…): district administrators alone see the kind. */
export const feeWaivers = pgTable(
  'fee_waivers',
  {
    districtId: districtRef(),
    personId: uuid('person_id')
      .primaryKey()
      .references(() => people.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Share waived, 0–100 (free lunch 100, reduced 50 by default). */
    percent: integer('percent').notNull().default(100),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [check('fee_waivers_percent', sql`${t.percent} between 0 and 100`)],
);

/** What a person owes (or owed): from a damage report, an insurance premium, or by hand. */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: districtRef(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    damageReportId: uuid('damage_report_id').references(() => damageReports.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** How the amount was computed (schedule, plan, deductible, waiver), in words, line by line. */
    breakdown: jsonb('breakdown').$type<{ label: string; cents: number }[]>().notNull().default([]),
    state: chargeStateEnum('state').notNull().default('open'),
    note: text('note').notNull().default(''),
    /** The payment system's reference when paid by import. */
    paymentRef: text('payment_ref'),
    paidOn: date('paid_on', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [
    index('charges_district_person_idx').on(t.districtId, t.personId, t.state),
    index('charges_district_state_idx').on(t.districtId, t.state, t.createdAt),
    check('charges_amount_nonnegative', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * A spare part. `districtId` null: Five Star's shared pool, which districts draw from.
 */
export const parts = pgTable(
  'parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku').notNull().default(''),
    /** Models it fits (empty: any). */
    models: jsonb('models').$type<string[]>().notNull().default([]),
    unitCostCents: integer('unit_cost_cents').notNull().default(0),
    reorderLevel: integer('reorder_level').notNull().default(0),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [index('parts_district_name_idx').on(t.districtId, sql`lower(${t.name})`)],
);

/** Stock of a part at a site (site null: the pool's or the district's central shelf). */
export const partStock = pgTable(
  'part_stock',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('part_stock_part_site_key').on(
      t.partId,
      sql`coalesce(${t.siteId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check('part_stock_nonnegative', sql`${t.quantity} >= 0`),
  ],
);

/**
 * Every change of stock, with the district it is recorded for (a pool draw is the drawing district's).
 * District null: a change of Five Star's shared pool itself (received, adjusted), which is no district's.
 */
export const partMoves = pgTable(
  'part_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    reason: partMoveReasonEnum('reason').notNull(),
    repairId: uuid('repair_id').references(() => repairs.id, { onDelete: 'set null' }),
    unitCostCents: integer('unit_cost_cents').notNull().default(0),
    note: text('note').notNull().default(''),
    movedBy: uuid('moved_by').references(() => users.id, { onDelete: 'set null' }),
    movedAt: timestamp('moved_at', ms).notNull().defaultNow(),
  },
  (t) => [
    index('part_moves_district_idx').on(t.districtId, t.movedAt),
    index('part_moves_repair_idx').on(t.repairId),
  ],
);

/** A district's funding sources (E-Rate C2, ESSER, Title I…): a list it edits. */
export const fundingSources = pgTable(
  'funding_sources',
  {
    districtId: districtRef(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    /** Counts against the E-Rate Category Two budget. */
    erateC2: boolean('erate_c2').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.districtId, t.key] })],
);

/** A district's five-year E-Rate Category Two budget cycle. */
export const erateBudgets = pgTable(
  'erate_budgets',
  {
    districtId: districtRef(),
    /** The first funding year of the cycle (e.g. 2026 for FY2026–FY2030). */
    cycleStartYear: integer('cycle_start_year').notNull(),
    budgetCents: integer('budget_cents').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.districtId, t.cycleStartYear] })],
);

/** A district's warranty look-up: which adapter, its sealed credentials, and the last run. */
export const warrantyLookups = pgTable('warranty_lookups', {
  districtId: uuid('district_id')
    .primaryKey()
    .references(() => districts.id, { onDelete: 'cascade' }),
  adapter: text('adapter').notNull(),
  credentialsSealed: text('credentials_sealed'),
  enabled: boolean('enabled').notNull().default(true),
  lastRunAt: timestamp('last_run_at', ms),
  lastResult: jsonb('last_result').$type<{
    looked: number;
    found: number;
    failed: number;
    message?: string;
  }>(),
  updatedAt: timestamp('updated_at', ms).notNull().defaultNow(),
});
