import type { ChatAction } from '../../../domain/sparky.ts';
import {
  decideAction,
  detectSignals,
  draftTicket,
  type MessageSignals,
  MIN_ARTICLE_CONFIDENCE,
  type TicketDraft,
} from './action-rules.ts';
import type { EngineInput } from './engine-types.ts';
import type { KnowledgeArticle } from './knowledge/article.ts';
import { type ArticleMatch, type KnowledgeIndex, matchConfidence } from './knowledge-index.ts';

/** Everything the engines need to know about a question before answering it. */
export interface QuestionAnalysis {
  /** The article the answer is built on; null when none matches well enough. */
  article: KnowledgeArticle | null;
  matches: ArticleMatch[];
  confidence: number;
  signals: MessageSignals;
  action: ChatAction;
  /** Set when the action suggests a ticket. */
  draft: TicketDraft | null;
  previousArticle: KnowledgeArticle | null;
}

/** Retrieval plus the action rules, with the conversation so far as context for follow-ups. */
export function analyzeQuestion(index: KnowledgeIndex, input: EngineInput): QuestionAnalysis {
  const signals = detectSignals(input.message);
  const lastReply = [...input.history].reverse().find((t) => t.role === 'assistant');
  const lastQuestion = [...input.history].reverse().find((t) => t.role === 'user');
  const previousArticle = lastReply?.sources[0] ? (index.get(lastReply.sources[0].id) ?? null) : null;

  let { matches, confidence } = index.retrieve(input.message);
  if (matches[0]?.article.onlyWhenWidespread && !signals.widespread && !signals.outage) {
    // "No internet on my laptop": the outage article matches the words, but one device is not an outage.
    matches = matches.slice(1);
    confidence = matchConfidence(matches);
  }
  const ownTopic = confidence >= 0.8 && matches[0]?.article.id !== previousArticle?.id;
  if (signals.notResolved && previousArticle && !ownTopic) {
    // "I tried that, it still doesn't work": the conversation's topic, not the words of the complaint.
    const withContext = index.retrieve(`${lastQuestion?.content ?? ''} ${input.message}`);
    matches = [
      { article: previousArticle, score: 0, coverage: 1 },
      ...withContext.matches.filter((m) => m.article.id !== previousArticle.id),
    ];
    confidence = Math.max(confidence, withContext.confidence);
  } else if (lastQuestion && confidence < 0.6) {
    // A short follow-up ("what about the sound?", "still nothing") is read with the question before it.
    const withContext = index.retrieve(`${lastQuestion.content} ${input.message}`);
    if (withContext.confidence > confidence && withContext.matches[0]?.article.id === previousArticle?.id) {
      ({ matches, confidence } = withContext);
    }
  }

  let article = confidence >= MIN_ARTICLE_CONFIDENCE ? (matches[0]?.article ?? null) : null;
  if (signals.notResolved && previousArticle && !ownTopic) article = previousArticle;
  if ((signals.greeting || signals.thanks) && confidence < 0.6) article = null;

  const action = decideAction({ article, confidence, signals, previousArticle });
  // Where the problem is may have been said earlier, but only about the same problem.
  const sameTopic = article !== null && article.id === previousArticle?.id;
  const earlierQuestions = sameTopic
    ? input.history.filter((t) => t.role === 'user').map((t) => t.content)
    : [];
  const draft =
    action === 'none'
      ? null
      : draftTicket({
          message: input.message,
          article,
          action,
          signals,
          context: earlierQuestions.reverse(),
        });
  return {
    article,
    matches,
    // Small talk is recognised for sure; a problem without an article is a poor match.
    confidence: article ? confidence : signals.greeting || signals.thanks ? 0.95 : Math.min(confidence, 0.3),
    signals,
    action,
    draft,
    previousArticle,
  };
}
