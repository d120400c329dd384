import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { districts, users } from './core.ts';

/**
 * SAML sign-in per district, and one for Five Star's staff (see docs/product.md#single-sign-on-saml).
 * `scope` is the district's id, or `fivestar` (then `district_id` is null). The IdP's entity id, sign-in
 * address and signing certificates are read from its metadata (fetched from `metadata_url`, or the
 * XML pasted) when saved: nothing here is secret.
 */
export const samlConfigs = pgTable('saml_configs', {
  scope: text('scope').primaryKey(),
  districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  metadataUrl: text('metadata_url'),
  metadataXml: text('metadata_xml'),
  idpEntityId: text('idp_entity_id').notNull(),
  ssoUrl: text('sso_url').notNull(),
  /** The IdP's signing certificates (base64 DER, as in its metadata). */
  certificates: text('certificates').array().notNull(),
  emailAttribute: text('email_attribute').notNull(),
  firstNameAttribute: text('first_name_attribute').notNull(),
  lastNameAttribute: text('last_name_attribute').notNull(),
  defaultRole: text('default_role', { enum: ['requester', 'viewer'] })
    .notNull()
    .default('requester'),
  /** Password sign-in is off for the scope's accounts. */
  requireSaml: boolean('require_saml').notNull().default(false),
  /** An assertion that answers no request of ours (the IdP's app tile) is accepted. */
  allowIdpInitiated: boolean('allow_idp_initiated').notNull().default(false),
  metadataReadAt: timestamp('metadata_read_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * What SAML has seen, kept until it expires: our requests' ids (kind `request`, until answered or
 * 10 minutes) and the assertions accepted (kind `assertion`, until their NotOnOrAfter): an assertion
 * presented twice is refused.
 */
export const samlSeenIds = pgTable(
  'saml_seen_ids',
  {
    scope: text('scope').notNull(),
    kind: text('kind', { enum: ['request', 'assertion'] }).notNull(),
    id: text('id').notNull(),
    value: text('value').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.kind, t.id] }),
    index('saml_seen_ids_expires_idx').on(t.expiresAt),
  ],
);
