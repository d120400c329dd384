import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ARTICLE_AUDIENCES } from '../../../domain/sparky-knowledge.ts';
import { districts, users } from './core.ts';
import { sparkyMessages } from './sparky.ts';

export const articleAudienceEnum = pgEnum('sparky_article_audience', ARTICLE_AUDIENCES);

/**
 * Sparky's articles as the provider keeps them (provider-wide, no district): an article added in
 * the portal, or an edit or retirement of a built-in one (same id as the built-in article).
 */
export const sparkyArticles = pgTable('sparky_articles', {
  /** A slug: the built-in article's id, or made from the title of a new one. */
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** Markdown: a summary paragraph, the steps as a list, then when to call a technician. */
  body: text('body').notNull(),
  keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  audience: articleAudienceEnum('audience').notNull().default('everyone'),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's rating of one of Sparky's answers; the article it was built on, for the provider's report. */
export const sparkyRatings = pgTable(
  'sparky_ratings',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => sparkyMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The article the rated answer used (sources[0]); null for answers without one. */
    articleId: text('article_id'),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sparky_ratings_message_key').on(t.districtId, t.messageId),
    index('sparky_ratings_article_idx').on(t.districtId, t.articleId),
  ],
);
