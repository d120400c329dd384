import type { ChatAction, SuggestedCategory, SuggestedPriority } from '../../../../domain/sparky.ts';
import type { SpanishArticle, SpanishSearchWords } from '../knowledge-es/spanish-article.ts';

/** One knowledge-base article Sparky answers from. */
export interface KnowledgeArticle {
  /** Stable slug, used by the eval question set and in answers' sources. */
  id: string;
  title: string;
  /** Words and phrases people use for this problem that the steps may not contain. */
  keywords: string[];
  /** Typical ways the question is asked. */
  questions: string[];
  summary: string;
  steps: string[];
  /** When the steps are not enough. */
  escalation: string;
  /** What a matching question needs: self-service (none), a technician (create_ticket) or escalation. */
  action: ChatAction;
  /** Title of the ticket Sparky suggests for this article's problem. */
  ticketTitle: string;
  ticket: { priority: SuggestedPriority; category: SuggestedCategory };
  /** Only about problems that affect many people (an outage): skipped when the message says only one is affected. */
  onlyWhenWidespread?: boolean;
  /** The Spanish version (knowledge-es/), when it has one: a Spanish question is answered from it. */
  es?: SpanishArticle;
  /** Spanish words a Spanish question finds it by, when it has no Spanish version (answered in English). */
  esSearch?: SpanishSearchWords;
}
