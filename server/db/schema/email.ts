import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { districts } from './core.ts';
import { tickets } from './tickets.ts';

/**
 * A mailbox a district's help desk is written to, read over IMAP: its server, account (the password
 * sealed like integration credentials), folder and the address people write to.
 */
export const emailChannels = pgTable(
  'email_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    /** The address people write to; our mail about its tickets answers from (Reply-To) it. */
    address: text('address').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    tls: boolean('tls').notNull().default(true),
    username: text('username').notNull(),
    passwordSealed: text('password_sealed').notNull(),
    folder: text('folder').notNull().default('INBOX'),
    enabled: boolean('enabled').notNull().default(true),
    /** Answer a sender the district does not know with a polite refusal (else stay silent). */
    replyToUnknown: boolean('reply_to_unknown').notNull().default(true),
    /** Where reading stopped: the folder's UIDVALIDITY and the last UID taken in. */
    uidValidity: text('uid_validity'),
    lastUid: integer('last_uid').notNull().default(0),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_channels_district_idx').on(t.districtId),
    uniqueIndex('email_channels_address_key').on(sql`lower(${t.address})`),
  ],
);

/** One reading of a mailbox: when, what became tickets or replies, what was skipped or failed. */
export const emailChannelRuns = pgTable(
  'email_channel_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => emailChannels.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ticketsCreated: integer('tickets_created').notNull().default(0),
    repliesAdded: integer('replies_added').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** What went wrong, one line each (a connection error, a message moved to Portal-Failed). */
    errors: text('errors').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('email_channel_runs_channel_idx').on(t.districtId, t.channelId, t.startedAt)],
);

/** Every message taken in, by its Message-ID: a message seen before creates nothing. */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id').references(() => emailChannels.id, { onDelete: 'set null' }),
    messageId: text('message_id').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull().default(''),
    /** ticket (a new one), reply, refused, ignored (auto-reply, bulk, loop) or failed. */
    outcome: text('outcome', { enum: ['ticket', 'reply', 'refused', 'ignored', 'failed'] }).notNull(),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_messages_ticket_fk_idx').on(t.ticketId).where(sql`${t.ticketId} is not null`),
    uniqueIndex('email_messages_district_message_key').on(t.districtId, t.messageId),
  ],
);
