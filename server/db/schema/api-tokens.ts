import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { districts, roleEnum, users } from './core.ts';

/**
 * API tokens (see docs/api.md#calling-the-api-with-a-token): an identity for scripts and other
 * systems. Only the sha256 of the token is kept; `hint` is its first characters, for lists.
 * A token belongs to its creator (deleted with them, refused while they are deactivated).
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    hint: text('hint').notNull(),
    name: text('name').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The district it works in; null: every district (Five Star administrators' tokens only). */
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    /** Its role: never above the creator's (checked at creation and at every use). */
    role: roleEnum('role').notNull(),
    readOnly: boolean('read_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Written at most once a minute (domain/api-tokens.ts API_TOKEN_TOUCH_MS). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId), index('api_tokens_district_idx').on(t.districtId)],
);
