import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { districts, users } from './core.ts';

/**
 * SCIM tokens (see docs/api.md#scim-20-issue-35): what a district's identity provider provisions with. Only
 * the sha256 of the token is kept; `hint` is its first characters, for lists. A token belongs to its
 * district (it outlives its creator) and stops at once when revoked.
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    hint: text('hint').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Written at most once a minute (domain/scim.ts SCIM_TOKEN_TOUCH_MS). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
  },
  (t) => [index('scim_tokens_district_idx').on(t.districtId)],
);

/** The people an identity provider provisioned: their `externalId` (the IdP's own id of them). */
export const scimUsers = pgTable(
  'scim_users',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    /** The IdP's userName when it is not the email address. */
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted by the IdP: the person stays, deactivated, and SCIM answers 404 until it creates them again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('scim_users_district_idx').on(t.districtId, t.externalId)],
);

/** A district's SCIM groups: a group whose name is a role's carries that role (domain/scim.ts roleOfGroup). */
export const scimGroups = pgTable(
  'scim_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('scim_groups_district_name_key').on(t.districtId, sql`lower(${t.displayName})`)],
);

export const scimGroupMembers = pgTable(
  'scim_group_members',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => scimGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('scim_group_members_user_idx').on(t.districtId, t.userId),
  ],
);
