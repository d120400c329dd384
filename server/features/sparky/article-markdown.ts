import type { ArticleAudience } from '../../../domain/sparky-knowledge.ts';
import type { KnowledgeArticle } from './knowledge/article.ts';

/** An article as the provider keeps it in the portal: Markdown, keywords, audience. */
export interface StoredArticle {
  id: string;
  title: string;
  body: string;
  keywords: string[];
  audience: ArticleAudience;
}

const LIST_ITEM = /^\s*(\d+[.)]|[-*+])\s+/;
const DEFAULT_ESCALATION = 'ask Sparky to create a ticket and a technician will follow up.';

/** A built-in article as Markdown: the summary, the steps as a numbered list, when to call a technician. */
export function articleToMarkdown(a: KnowledgeArticle): string {
  return [a.summary, a.steps.map((s, i) => `${i + 1}. ${s}`).join('\n'), a.escalation]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * What Sparky answers with from a Markdown article: its first paragraph is the summary, its list
 * items the steps, the paragraphs after them when to call a technician. An edited built-in article
 * keeps its example questions and its ticket suggestion; a new one suggests a general ticket. An
 * edited article keeps the Spanish words that find it but not its Spanish version, which translates
 * the shipped text: a Spanish question gets the edited English text with a note in Spanish.
 */
export function articleFromMarkdown(stored: StoredArticle, builtIn?: KnowledgeArticle): KnowledgeArticle {
  const blocks = stored.body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter((b) => b && !/^#{1,6}\s/.test(b));
  const paragraphs: string[] = [];
  const steps: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((l) => l.trim());
    if (lines.every((l) => LIST_ITEM.test(l)))
      steps.push(...lines.map((l) => l.replace(LIST_ITEM, '').trim()));
    else paragraphs.push(lines.join(' '));
  }
  const [summary = stored.title, ...rest] = paragraphs;
  return {
    id: stored.id,
    title: stored.title,
    keywords: stored.keywords,
    questions: builtIn?.questions ?? [],
    summary,
    steps,
    escalation: rest.join(' ') || builtIn?.escalation || DEFAULT_ESCALATION,
    action: builtIn?.action ?? 'none',
    ticketTitle: builtIn?.ticketTitle ?? stored.title,
    ticket: builtIn?.ticket ?? { priority: 'medium', category: 'general' },
    ...(builtIn?.onlyWhenWidespread ? { onlyWhenWidespread: true } : {}),
    ...(builtIn?.esSearch ? { esSearch: builtIn.esSearch } : {}),
  };
}

/** A new article's id: its title as a slug (a number is added when taken). */
export function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'article';
}
