import { z } from 'zod';
import { text } from './http.ts';

/**
 * Sparky's knowledge base, owned by the provider: its administrators add, edit and retire articles
 * (docs/sparky.md#knowledge-base); users rate the answers built on them.
 */

/** Who an article answers: everybody in a district, or only its technicians and administrators. */
export const ARTICLE_AUDIENCES = ['everyone', 'technicians'] as const;
export type ArticleAudience = (typeof ARTICLE_AUDIENCES)[number];
export const ARTICLE_AUDIENCE_LABELS: Record<ArticleAudience, string> = {
  everyone: 'Everyone',
  technicians: 'Technicians and administrators',
};

/** Built in: one of the articles shipped with Sparky (editing one keeps its id); custom: added here. */
export const ARTICLE_SOURCES = ['built_in', 'custom'] as const;

export const ARTICLE_LIMITS = { title: 160, body: 20_000, keyword: 60, keywords: 30 } as const;

export const KNOWLEDGE_MESSAGES = {
  titleRequired: 'Title is required',
  bodyRequired: 'Write the article: what to do, step by step.',
  bodyTooLong: `The article can be at most ${ARTICLE_LIMITS.body.toLocaleString('en-US')} characters`,
  keywordTooLong: `A keyword can be at most ${ARTICLE_LIMITS.keyword} characters`,
  tooManyKeywords: `At most ${ARTICLE_LIMITS.keywords} keywords`,
  audience: 'Choose who the article is for',
  notFound: 'Article not found.',
  messageNotFound: 'Message not found.',
  notRateable: 'Only Sparky’s answers can be rated.',
  created: 'Article added',
  updated: 'Article saved',
  retired: 'Article retired',
  restored: 'Article restored',
  saveFailed: 'Could not save the article',
  rated: 'Thanks for the feedback',
  rateFailed: 'Could not save your rating',
} as const;

const keywordSchema = z
  .string()
  .trim()
  .min(1)
  .max(ARTICLE_LIMITS.keyword, KNOWLEDGE_MESSAGES.keywordTooLong)
  .regex(/^[^\p{Cc}]*$/u, 'Keywords cannot contain control characters');

/** POST and PUT of an article. */
export const articleInputSchema = z.object({
  title: text(ARTICLE_LIMITS.title, KNOWLEDGE_MESSAGES.titleRequired),
  body: z
    .string({ error: KNOWLEDGE_MESSAGES.bodyRequired })
    .trim()
    .min(1, KNOWLEDGE_MESSAGES.bodyRequired)
    .max(ARTICLE_LIMITS.body, KNOWLEDGE_MESSAGES.bodyTooLong),
  keywords: z
    .array(keywordSchema)
    .max(ARTICLE_LIMITS.keywords, KNOWLEDGE_MESSAGES.tooManyKeywords)
    .default([]),
  audience: z.enum(ARTICLE_AUDIENCES, { error: KNOWLEDGE_MESSAGES.audience }),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

export const articleStatusSchema = z.object({
  retired: z.boolean({ error: 'Say whether the article is retired' }),
});

export const articleIdParamSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'Not a valid article id'),
});

/** An article as its readers see it (the link of an answer). */
export const articleSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  keywords: z.array(z.string()),
  audience: z.enum(ARTICLE_AUDIENCES),
  updatedAt: z.string().nullable(),
});
export type Article = z.infer<typeof articleSchema>;

/** An article as provider admins manage it: where it comes from, whether retired, how it is rated. */
export const managedArticleSchema = articleSchema.extend({
  source: z.enum(ARTICLE_SOURCES),
  retired: z.boolean(),
  helpful: z.number().int(),
  unhelpful: z.number().int(),
});
export type ManagedArticle = z.infer<typeof managedArticleSchema>;

/** POST /api/ai/messages/:id/rating */
export const ratingInputSchema = z.object({
  helpful: z.boolean({ error: 'Say whether the answer helped' }),
});
export const ratingSchema = z.object({ messageId: z.uuid(), helpful: z.boolean() });
export type Rating = z.infer<typeof ratingSchema>;

/** Comma or line separated keywords as typed, as the list the API takes. */
export function splitKeywords(typed: string): string[] {
  const seen = new Set<string>();
  return typed
    .split(/[,\n]/)
    .map((k) => k.trim())
    .filter((k) => k && !seen.has(k.toLowerCase()) && seen.add(k.toLowerCase()));
}

/** The share of ratings that say the article did not help (0 when never rated). */
export function failureRate(a: Pick<ManagedArticle, 'helpful' | 'unhelpful'>): number {
  const total = a.helpful + a.unhelpful;
  return total === 0 ? 0 : a.unhelpful / total;
}
