import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { RULE_TRIGGERS, type RuleAction, type RuleConditions } from '../../../domain/rules.ts';
import { districts, users } from './core.ts';
import { tickets } from './tickets.ts';

export const ruleTriggerEnum = pgEnum('rule_trigger', RULE_TRIGGERS);

/**
 * Ticket rules (see docs/product.md#rules): a district's own (district_id set), run in `position`
 * order, or Five Star's templates for every district (district_id null), which never run: a
 * district copies them. Conditions and actions are checked by domain/rules.ts when saved.
 */
export const ticketRules = pgTable(
  'ticket_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null: a template for every district. */
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** 1 = runs first (among the district's rules, or among the templates). */
    position: integer('position').notNull(),
    trigger: ruleTriggerEnum('trigger').notNull(),
    /** Working days without a reply (no_reply rules only). */
    noReplyDays: integer('no_reply_days'),
    conditions: jsonb('conditions').$type<RuleConditions>().notNull(),
    actions: jsonb('actions').$type<RuleAction[]>().notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who saved it last: the rule acts in their name. */
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ticket_rules_district_name_key')
      .on(t.districtId, sql`lower(${t.name})`)
      .where(sql`${t.districtId} is not null`),
    uniqueIndex('ticket_rules_provider_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.districtId} is null`),
    // A change asks whether its district has enabled rules of the event's trigger.
    index('ticket_rules_district_trigger_idx')
      .on(t.districtId, t.trigger, t.position)
      .where(sql`${t.enabled}`),
  ],
);

/** Each rule runs at most once per ticket per event (its creation, one change, one stretch of silence). */
export const ticketRuleRuns = pgTable(
  'ticket_rule_runs',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => ticketRules.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** domain/rules.ts ruleEventKey: "created", "updated:<entry>", "no_reply:<quiet since>". */
    event: text('event').notNull(),
    /** What the rule did, in words. */
    actions: jsonb('actions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_rule_runs_ticket_fk_idx').on(t.ticketId),
    uniqueIndex('ticket_rule_runs_key').on(t.districtId, t.ruleId, t.ticketId, t.event),
  ],
);
