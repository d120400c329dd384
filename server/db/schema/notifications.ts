import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAIL_STATUSES, type MailThreadHeaders } from '../../../domain/mail.ts';
import { NOTIFICATION_KINDS } from '../../../domain/notifications.ts';
import { districts, users } from './core.ts';

export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);
export const mailStatusEnum = pgEnum('mail_status', MAIL_STATUSES);

/**
 * One row per recipient. Rows belong to a user; `district_id` is the district they are about
 * (null for provider-wide ones). `dedupe_key` makes delivery idempotent: a job that runs twice
 * tells nobody twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
    index('notifications_user_time_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** What a user chose for a kind; a kind without a row uses its defaults (domain/notifications.ts). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Every mail the portal writes. With a mail server it is delivered by a job and marked sent;
 * without one it stays here ('outbox') for provider admins to read. `dedupe_key` keeps a job that
 * runs twice from writing a mail twice.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    status: mailStatusEnum('status').notNull(),
    /**
     * Whose one-time link the mail carries, and what for: the bodies hold LINK_WITHHELD
     * (domain/mail.ts) in its place, and the link is made when the mail goes to the mail server.
     */
    linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    linkPurpose: text('link_purpose', { enum: ['invite', 'password'] }),
    lastError: text('last_error'),
    /** The ticket a requester's mail is about (replies come back to it; at most 10 an hour to one address). */
    ticketId: uuid('ticket_id'),
    /** Threading headers the mail carries (messageId, inReplyTo, references, replyTo). */
    headers: jsonb('headers').$type<MailThreadHeaders>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_messages_status_time_idx').on(t.status, t.createdAt),
    index('mail_messages_ticket_idx')
      .on(t.ticketId, t.toAddress, t.createdAt)
      .where(sql`${t.ticketId} is not null`),
    index('mail_messages_link_user_idx').on(t.linkUserId),
  ],
);

/** Files a mail carries (a report's PDF), kept beside it until it is delivered and after. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    /** The file's bytes, base64. */
    content: text('content').notNull(),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId)],
);
