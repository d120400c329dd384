import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '../../../domain/locales/locale.ts';
import type { Role } from '../../../domain/roles.ts';
import {
  type Article,
  type ArticleAudience,
  type articleInputSchema,
  KNOWLEDGE_MESSAGES,
  type ManagedArticle,
  type Rating,
} from '../../../domain/sparky-knowledge.ts';
import { SPANISH_NOTES } from '../../../domain/sparky-language.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { sparkyArticles, sparkyRatings } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { articleFromMarkdown, articleToMarkdown, type StoredArticle, slugOf } from './article-markdown.ts';
import { KNOWLEDGE_BASE, type KnowledgeArticle } from './knowledge/index.ts';
import { createKnowledgeIndex, type KnowledgeIndex } from './knowledge-index.ts';
import { articleIn } from './offline-answer.ts';
import { ownMessage } from './own-message.ts';

/** Heard by every app server: the provider changed an article, so each rebuilds its index. */
export const ARTICLES_CHANGED = 'internal:sparky_articles_changed';

type ArticleRow = typeof sparkyArticles.$inferSelect;
type ArticleBody = z.output<typeof articleInputSchema>;

const BUILT_IN = new Map(KNOWLEDGE_BASE.map((a) => [a.id, a]));

/** Technicians and administrators also get the articles written for technicians; viewers and requesters do not. */
export const audienceOf = (role: Role): ArticleAudience =>
  role === 'viewer' || role === 'requester' ? 'everyone' : 'technicians';

interface Entry {
  stored: StoredArticle;
  article: KnowledgeArticle;
  retired: boolean;
  updatedAt: string | null;
  source: ManagedArticle['source'];
}

/** Built-in articles, with the provider's edits and retirements over them, then the provider's own. */
function mergeArticles(rows: ArticleRow[]): Entry[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const entries: Entry[] = [];
  for (const builtIn of KNOWLEDGE_BASE) {
    const row = byId.get(builtIn.id);
    const stored: StoredArticle = row
      ? { id: row.id, title: row.title, body: row.body, keywords: row.keywords, audience: row.audience }
      : {
          id: builtIn.id,
          title: builtIn.title,
          body: articleToMarkdown(builtIn),
          keywords: builtIn.keywords,
          audience: 'everyone',
        };
    entries.push({
      stored,
      // An untouched built-in article answers exactly as shipped.
      article: row ? articleFromMarkdown(stored, builtIn) : builtIn,
      retired: row?.retiredAt != null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      source: 'built_in',
    });
  }
  for (const row of rows) {
    if (BUILT_IN.has(row.id)) continue;
    const stored = {
      id: row.id,
      title: row.title,
      body: row.body,
      keywords: row.keywords,
      audience: row.audience,
    };
    entries.push({
      stored,
      article: articleFromMarkdown(stored),
      retired: row.retiredAt != null,
      updatedAt: row.updatedAt.toISOString(),
      source: 'custom',
    });
  }
  return entries;
}

const toArticle = (e: Entry): Article => ({ ...e.stored, updatedAt: e.updatedAt });

/**
 * An article as a reader in `language` opens it (docs/sparky.md#spanish): its Spanish version
 * when it has one (an untouched built-in article), else the English text after the note the chat
 * gives before an untranslated article.
 */
function toArticleIn(e: Entry, language: Locale): Article {
  if (language !== 'es') return toArticle(e);
  const text = articleIn(e.article, 'es');
  if (text.untranslated)
    return { ...toArticle(e), body: `${SPANISH_NOTES.untranslated}\n\n${e.stored.body}` };
  return {
    ...toArticle(e),
    title: text.title,
    body: articleToMarkdown({ ...e.article, ...text }),
    keywords: e.article.es?.keywords ?? e.stored.keywords,
  };
}

/**
 * The knowledge base the provider owns: articles in the database over the built-in ones, an index
 * per audience, and the ratings of the answers built on them. Read and indexed on first use (not at
 * start), and again after every change, on every server (the event bus).
 */
export async function createKnowledgeStore({ db, bus }: { db: Db; bus: EventBus }) {
  interface Loaded {
    entries: Entry[];
    indexes: Record<ArticleAudience, KnowledgeIndex>;
  }
  async function read(): Promise<Loaded> {
    const entries = mergeArticles(await db.select().from(sparkyArticles));
    const live = entries.filter((e) => !e.retired);
    return {
      entries,
      indexes: {
        everyone: createKnowledgeIndex(
          live.filter((e) => e.stored.audience === 'everyone').map((e) => e.article),
        ),
        technicians: createKnowledgeIndex(live.map((e) => e.article)),
      },
    };
  }
  let loaded: Promise<Loaded> | null = null;
  const load = () => {
    if (!loaded) {
      const reading = read();
      // A failed read is tried again by the next caller.
      reading.catch(() => {
        if (loaded === reading) loaded = null;
      });
      loaded = reading;
    }
    return loaded;
  };
  const entriesNow = async () => (await load()).entries;

  const unsubscribe = bus.subscribe((e) => {
    if (e.type === ARTICLES_CHANGED) loaded = null;
  });

  async function changed(): Promise<void> {
    loaded = null;
    await bus.publish({ type: ARTICLES_CHANGED, districtId: null });
  }

  const entryOf = async (id: string) => {
    const entry = (await entriesNow()).find((e) => e.stored.id === id);
    if (!entry) throw notFound(KNOWLEDGE_MESSAGES.notFound);
    return entry;
  };

  async function freeId(title: string): Promise<string> {
    const base = slugOf(title);
    const taken = new Set((await entriesNow()).map((e) => e.stored.id));
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    return id;
  }

  async function list(): Promise<ManagedArticle[]> {
    const ratings = await db
      .select({
        articleId: sparkyRatings.articleId,
        helpful: sql<number>`count(*) filter (where ${sparkyRatings.helpful})::int`,
        unhelpful: sql<number>`count(*) filter (where not ${sparkyRatings.helpful})::int`,
      })
      .from(sparkyRatings)
      .groupBy(sparkyRatings.articleId);
    const byArticle = new Map(ratings.map((r) => [r.articleId, r]));
    return (await entriesNow()).map((e) => ({
      ...toArticle(e),
      source: e.source,
      retired: e.retired,
      helpful: byArticle.get(e.stored.id)?.helpful ?? 0,
      unhelpful: byArticle.get(e.stored.id)?.unhelpful ?? 0,
    }));
  }

  return {
    close: unsubscribe,
    list,
    /** The index a caller's questions are answered from. */
    indexFor: async (role: Role): Promise<KnowledgeIndex> => (await load()).indexes[audienceOf(role)],

    /** An article as an answer links it; retired ones and those for another audience are not found. */
    async read(role: Role, id: string, language: Locale = 'en'): Promise<Article> {
      const entry = (await entriesNow()).find((e) => e.stored.id === id);
      const allowed = audienceOf(role) === 'technicians' || entry?.stored.audience === 'everyone';
      if (!entry || entry.retired || !allowed) throw notFound(KNOWLEDGE_MESSAGES.notFound);
      return toArticleIn(entry, language);
    },

    async create(actor: Identity, input: ArticleBody): Promise<Article> {
      const id = await freeId(input.title);
      await db.insert(sparkyArticles).values({ id, ...input, updatedById: actor.userId });
      await changed();
      return toArticle(await entryOf(id));
    },

    /** Saves an article; the first edit of a built-in one stores it with the same id. */
    async update(actor: Identity, id: string, input: ArticleBody): Promise<Article> {
      const entry = await entryOf(id);
      const now = new Date();
      await db
        .insert(sparkyArticles)
        .values({ id, ...input, updatedById: actor.userId, retiredAt: entry.retired ? now : null })
        .onConflictDoUpdate({
          target: sparkyArticles.id,
          set: { ...input, updatedById: actor.userId, updatedAt: now },
        });
      await changed();
      return toArticle(await entryOf(id));
    },

    /** Retires an article (Sparky stops answering with it) or brings it back. */
    async setRetired(actor: Identity, id: string, retired: boolean): Promise<ManagedArticle> {
      const entry = await entryOf(id);
      const now = new Date();
      const retiredAt = retired ? now : null;
      await db
        .insert(sparkyArticles)
        .values({ ...entry.stored, retiredAt, updatedById: actor.userId })
        .onConflictDoUpdate({
          target: sparkyArticles.id,
          set: { retiredAt, updatedById: actor.userId, updatedAt: now },
        });
      await changed();
      return (await list()).find((a) => a.id === id)!;
    },

    /** A user's rating of one of their answers; rating again replaces it. */
    async rate(actor: Identity, messageId: string, helpful: boolean): Promise<Rating> {
      const message = await ownMessage(db, actor, messageId);
      if (message.role !== 'assistant') throw badRequest(KNOWLEDGE_MESSAGES.notRateable);
      const values = {
        districtId: message.districtId,
        messageId,
        userId: actor.userId,
        articleId: message.sources[0]?.id ?? null,
        helpful,
      };
      await db
        .insert(sparkyRatings)
        .values(values)
        .onConflictDoUpdate({
          target: [sparkyRatings.districtId, sparkyRatings.messageId],
          set: { helpful, userId: actor.userId, createdAt: new Date() },
        });
      return { messageId, helpful };
    },

    /** The ratings of a conversation's answers, for the screen. */
    async ratingsOf(districtId: string, messageIds: string[]): Promise<Map<string, boolean>> {
      if (messageIds.length === 0) return new Map();
      const rows = await db
        .select({ messageId: sparkyRatings.messageId, helpful: sparkyRatings.helpful })
        .from(sparkyRatings)
        .where(
          and(
            eq(sparkyRatings.districtId, districtId),
            sql`${sparkyRatings.messageId} = any(${sql.param(messageIds)}::uuid[])`,
          ),
        );
      return new Map(rows.map((r) => [r.messageId, r.helpful]));
    },
  };
}
export type KnowledgeStore = Awaited<ReturnType<typeof createKnowledgeStore>>;
