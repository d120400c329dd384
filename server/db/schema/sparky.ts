import { index, jsonb, pgEnum, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  type ArticleRef,
  CHAT_ACTIONS,
  CHAT_ROLES,
  SPARKY_ENGINES,
  type TicketSuggestion,
} from '../../../domain/sparky.ts';
import { districts, users } from './core.ts';

export const chatActionEnum = pgEnum('chat_action', CHAT_ACTIONS);
export const chatRoleEnum = pgEnum('chat_role', CHAT_ROLES);
export const sparkyEngineEnum = pgEnum('sparky_engine', SPARKY_ENGINES);

/** One Sparky conversation of one user in one district; its id is the chat's sessionId. */
export const sparkyConversations = pgTable(
  'sparky_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sparky_conversations_user_idx').on(t.districtId, t.userId, t.updatedAt)],
);

export const sparkyMessages = pgTable(
  'sparky_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => sparkyConversations.id, { onDelete: 'cascade' }),
    role: chatRoleEnum('role').notNull(),
    content: text('content').notNull(),
    /** Assistant replies only. */
    actionRequired: chatActionEnum('action_required'),
    suggestedTicketTitle: text('suggested_ticket_title'),
    confidence: real('confidence'),
    engine: sparkyEngineEnum('engine'),
    model: text('model'),
    sources: jsonb('sources').$type<ArticleRef[]>().notNull().default([]),
    ticketSuggestion: jsonb('ticket_suggestion').$type<TicketSuggestion>(),
    /** The ticket created from this reply with its Create Ticket button. */
    linkedTicketId: uuid('linked_ticket_id'),
    linkedTicketNumber: text('linked_ticket_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sparky_messages_conversation_fk_idx').on(t.conversationId),
    index('sparky_messages_conversation_idx').on(t.districtId, t.conversationId, t.createdAt),
  ],
);

/** "That solved it": a Sparky answer that kept a ticket from being opened (Analytics, Executive Summary). */
export const sparkyDeflections = pgTable(
  'sparky_deflections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => sparkyConversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => sparkyMessages.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sparky_deflections_district_time_idx').on(t.districtId, t.createdAt),
    uniqueIndex('sparky_deflections_conversation_key').on(t.conversationId),
  ],
);
