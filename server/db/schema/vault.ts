import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { PASSWORD_STRENGTHS, VAULT_ACCESS_LEVELS, VAULT_EVENT_ACTIONS } from '../../../domain/vault.ts';
import { districts, users } from './core.ts';

export const vaultAccessLevelEnum = pgEnum('vault_access_level', VAULT_ACCESS_LEVELS);
export const passwordStrengthEnum = pgEnum('password_strength', PASSWORD_STRENGTHS);
export const vaultEventActionEnum = pgEnum('vault_event_action', VAULT_EVENT_ACTIONS);

/** Each district's data key, stored only wrapped (sealed) by the master key. */
export const vaultDistrictKeys = pgTable('vault_district_keys', {
  districtId: uuid('district_id')
    .primaryKey()
    .references(() => districts.id, { onDelete: 'cascade' }),
  wrappedKey: text('wrapped_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
});

/**
 * A credential. Secrets (password, two-factor backup codes, secret notes) are sealed with the
 * district's data key, the entry id and district id as associated data; nothing else is secret.
 */
export const vaultEntries = pgTable(
  'vault_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    username: text('username').notNull().default(''),
    url: text('url'),
    category: text('category').notNull(),
    department: text('department').notNull(),
    accessLevel: vaultAccessLevelEnum('access_level').notNull().default('admin'),
    sharedWith: text('shared_with').array().notNull().default(sql`'{}'::text[]`),
    passwordSealed: text('password_sealed').notNull(),
    twoFactorSealed: text('two_factor_sealed'),
    notesSealed: text('notes_sealed'),
    strength: passwordStrengthEnum('strength').notNull(),
    /** Keyed hash (HMAC with the district key) of the password, to find reuse without decrypting. */
    passwordFingerprint: text('password_fingerprint').notNull(),
    expiryDate: date('expiry_date'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vault_entries_district_title_idx').on(t.districtId, t.title),
    index('vault_entries_district_fingerprint_idx').on(t.districtId, t.passwordFingerprint),
  ],
);

/** A user's favourite entries. */
export const vaultFavorites = pgTable(
  'vault_favorites',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => vaultEntries.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.userId] })],
);

/** The access log of entries: every reveal, copy, create, edit and delete. Rows are only added. */
export const vaultEvents = pgTable(
  'vault_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    /** Kept after the entry is deleted, so the log of a deletion survives it. */
    entryId: uuid('entry_id'),
    entryTitle: text('entry_title').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    action: vaultEventActionEnum('action').notNull(),
    reason: text('reason'),
    ipAddress: text('ip_address'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vault_events_district_entry_time_idx').on(t.districtId, t.entryId, t.at),
    index('vault_events_district_time_idx').on(t.districtId, t.at),
  ],
);

/** Vault Settings of a district (defaults until first saved). */
export const vaultSettings = pgTable('vault_settings', {
  districtId: uuid('district_id')
    .primaryKey()
    .references(() => districts.id, { onDelete: 'cascade' }),
  requireRevealReason: boolean('require_reveal_reason').notNull().default(false),
  defaultExpiryDays: integer('default_expiry_days'),
  /** Roles that may export the vault (district administrators always may). */
  exportRoles: text('export_roles').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
