import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { DISTRICT_STATUSES } from '../../../domain/districts.ts';
import { ROLES } from '../../../domain/roles.ts';
import { SERVICE_LEVELS } from '../../../domain/tiers.ts';

export const serviceLevelEnum = pgEnum('service_level', SERVICE_LEVELS);
export const roleEnum = pgEnum('user_role', ROLES);
export const districtStatusEnum = pgEnum('district_status', DISTRICT_STATUSES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const districts = pgTable('districts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  status: districtStatusEnum('status').notNull().default('active'),
  serviceLevel: serviceLevelEnum('service_level').notNull(),
  location: text('location'),
  estimatedUsers: integer('estimated_users'),
  /** Feature toggles a provider admin may switch off for a district (all on by default). */
  features: jsonb('features').$type<Record<string, boolean>>().notNull().default({}),
  /** A maintenance window: its users' changes answer 503 within it (Five Star's administrators still work). */
  maintenanceStartsAt: timestamp('maintenance_starts_at', { withTimezone: true }),
  maintenanceEndsAt: timestamp('maintenance_ends_at', { withTimezone: true }),
  maintenanceMessage: text('maintenance_message'),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    role: roleEnum('role').notNull(),
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    isDemo: boolean('is_demo').notNull().default(false),
    department: text('department'),
    /** The language the person reads the portal, mail and statements in: en or es. */
    locale: text('locale').notNull().default('en'),
    /** A deactivated account keeps its history but cannot sign in. */
    isActive: boolean('is_active').notNull().default(true),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The authenticator app's secret, sealed (server/crypto); set once two-factor sign-in is on. */
    totpSecret: text('totp_secret'),
    /** A secret being set up, until its first code is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The time step of the last authenticator code accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_key').on(t.oidcIssuer, t.oidcSubject),
    index('users_district_idx').on(t.districtId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie's token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session's public id (for listing and ending it), never its token. */
    id: uuid('id').notNull().unique().defaultRandom(),
    /** A provider admin's district view. */
    viewDistrictId: uuid('view_district_id').references(() => districts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time tokens: invitations, password (re)sets, and the second step of a two-factor sign-in.
 * Stored hashed.
 */
export const authTokens = pgTable('auth_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  id: uuid('id').notNull().unique().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['invite', 'password', 'two_factor'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What happened, by whom, in which district: the admin dashboard's recent activity. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_district_time_idx').on(t.districtId, t.createdAt),
    index('activity_time_idx').on(t.createdAt),
  ],
);

/**
 * Counts kept up to date as tickets and assets change, so dashboards never scan big tables.
 * Change them only through server/db/district-stats.ts, in the same transaction as the change.
 */
export const districtStats = pgTable('district_stats', {
  districtId: uuid('district_id')
    .primaryKey()
    .references(() => districts.id, { onDelete: 'cascade' }),
  ticketsTotal: integer('tickets_total').notNull().default(0),
  ticketsOpen: integer('tickets_open').notNull().default(0),
  ticketsInProgress: integer('tickets_in_progress').notNull().default(0),
  ticketsResolved: integer('tickets_resolved').notNull().default(0),
  ticketsClosed: integer('tickets_closed').notNull().default(0),
  ticketsCritical: integer('tickets_critical').notNull().default(0),
  assetsTotal: integer('assets_total').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use codes that stand in for the authenticator app; stored hashed. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
