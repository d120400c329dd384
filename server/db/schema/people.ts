import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PERSON_ROLES, PERSON_SOURCES, PERSON_STATUSES } from '../../../domain/people.ts';
import { districts, users } from './core.ts';
import { sites } from './settings.ts';

export const personRoleEnum = pgEnum('person_role', PERSON_ROLES);
export const personStatusEnum = pgEnum('person_status', PERSON_STATUSES);
export const personSourceEnum = pgEnum('person_source', PERSON_SOURCES);

/** A district's rostered people (students and staff): records from the SIS or Google, not logins. */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** Lower-cased; a portal account of the district with this address is this person. */
    email: text('email'),
    role: personRoleEnum('role').notNull(),
    grade: text('grade'),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    /** The SIS's own id (OneRoster `sourcedId`): imports find the person again by it. */
    sisId: text('sis_id'),
    status: personStatusEnum('status').notNull().default('active'),
    /** When the person was last withdrawn: the retention clock of their record starts here. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    source: personSourceEnum('source').notNull().default('manual'),
    /** The portal account linked by email, when there is one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The source's own last change (OneRoster `dateLastModified`): an older delta row changes nothing. */
    sourceModifiedAt: timestamp('source_modified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('people_district_sis_key').on(t.districtId, t.sisId).where(sql`${t.sisId} is not null`),
    index('people_district_email_idx').on(t.districtId, t.email).where(sql`${t.email} is not null`),
    index('people_district_name_idx').on(
      t.districtId,
      sql`lower(${t.lastName} || ' ' || ${t.firstName})`,
      t.id,
    ),
    index('people_district_role_status_idx').on(t.districtId, t.role, t.status),
  ],
);

/** What a district pays to replace one device of a model (the AUE cliff's cost), in cents. */
export const fleetModelCosts = pgTable(
  'fleet_model_costs',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    unitCostCents: integer('unit_cost_cents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.districtId, t.model] })],
);
