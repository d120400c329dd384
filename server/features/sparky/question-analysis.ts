import type { ChatAction } from '../../../domain/sparky.ts';
import { languageOf, type SparkyLanguage } from '../../../domain/sparky-language.ts';
import type { EngineInput, EngineTurn } from './engine-types.ts';
import type { KnowledgeArticle } from './knowledge/article.ts';
import { type ArticleMatch, type KnowledgeIndex, matchConfidence } from './knowledge-index.ts';
import { detectSignals, type MessageSignals } from './message-signals.ts';
import { type ActionDecision, classify, type SparkyModels, type UnclearKind } from './sparky-model.ts';
import { draftTicket, MIN_ARTICLE_CONFIDENCE, type TicketDraft } from './ticket-draft.ts';

/** Why Sparky asks a clarifying question instead of answering. */
export type ClarifyReason = UnclearKind | 'no_article';

/** Everything the engines need to know about a question before answering it. */
export interface QuestionAnalysis {
  /** The article the answer is built on; null when none matches well enough. */
  article: KnowledgeArticle | null;
  matches: ArticleMatch[];
  /** The reply's confidence: how likely its action (and, for an answer, its article) is right. */
  confidence: number;
  /** The action model's decision; null for small talk. */
  decision: ActionDecision | null;
  signals: MessageSignals;
  action: ChatAction;
  /** Set when the action suggests a ticket. */
  draft: TicketDraft | null;
  previousArticle: KnowledgeArticle | null;
  /** Set when Sparky asks a clarifying question (and then acts on nothing). */
  clarify: ClarifyReason | null;
  /** The previous reply of the conversation, so a clarifying question does not repeat it. */
  previousReply: string | null;
  /** The language of the question, which the reply is written in (docs/sparky.md#spanish). */
  language: SparkyLanguage;
}

/**
 * The language of a message in its conversation: what it is written in, or, when it says nothing
 * either way ("ok", "Chromebook"), the language the asker wrote in last.
 */
export function messageLanguage(message: string, history: readonly EngineTurn[]): SparkyLanguage {
  const before = history
    .filter((t) => t.role === 'user')
    .reduce<SparkyLanguage>((language, t) => languageOf(t.content, language), 'en');
  return languageOf(message, before);
}

const round = (n: number) => Math.round(Math.min(0.99, Math.max(0.01, n)) * 100) / 100;

/** How much a self-service answer can be trusted given how well its article matches. */
const articleReliability = (retrieval: number) => Math.min(1, 0.55 + 0.5 * retrieval);

/**
 * The action model decides what the message asks for; retrieval finds the article that answers it;
 * the conversation so far gives context to follow-ups.
 */
export function analyzeQuestion(
  index: KnowledgeIndex,
  models: SparkyModels,
  input: EngineInput,
): QuestionAnalysis {
  const signals = detectSignals(input.message);
  const lastReply = [...input.history].reverse().find((t) => t.role === 'assistant');
  const lastQuestion = [...input.history].reverse().find((t) => t.role === 'user');
  const previousArticle = lastReply?.sources[0] ? (index.get(lastReply.sources[0].id) ?? null) : null;
  const language = messageLanguage(input.message, input.history);
  const base = { signals, previousArticle, previousReply: lastReply?.content ?? null, language };
  const retrieve = (text: string) => index.retrieve(text, 3, language);

  const smallTalk = (signals.greeting || signals.thanks) && retrieve(input.message).confidence < 0.6;
  if (smallTalk) {
    return {
      ...base,
      article: null,
      matches: [],
      confidence: 0.95,
      decision: null,
      action: 'none',
      draft: null,
      clarify: null,
    };
  }

  // A follow-up too vague alone ("tried that, still nothing") is read with the question before it;
  // gibberish and off-topic messages are not, so they are asked about rather than answered with the
  // previous article again.
  let decision = classify(models, input.message);
  let text = input.message;
  if (decision.unclear === 'vague' && lastQuestion) {
    const withContext = classify(models, `${lastQuestion.content} ${input.message}`);
    if (!withContext.unclear) {
      decision = withContext;
      text = `${lastQuestion.content} ${input.message}`;
    }
  }
  if (decision.unclear) {
    return {
      ...base,
      article: null,
      matches: [],
      confidence: round(decision.confidence),
      decision,
      action: 'none',
      draft: null,
      clarify: decision.unclear,
    };
  }

  let { matches, confidence: retrieval } = retrieve(text);
  if (matches[0]?.article.onlyWhenWidespread && decision.action !== 'escalate') {
    // "No internet on my laptop": the outage article matches the words, but one device is not an outage.
    matches = matches.slice(1);
    retrieval = matchConfidence(matches);
  }
  const ownTopic = retrieval >= 0.8 && matches[0]?.article.id !== previousArticle?.id;
  const continuesPrevious = signals.notResolved && previousArticle !== null && !ownTopic;
  if (continuesPrevious) {
    // "I tried that, it still doesn't work": the conversation's topic, not the words of the complaint.
    const withContext = retrieve(`${lastQuestion?.content ?? ''} ${input.message}`);
    matches = [
      { article: previousArticle, score: 0, coverage: 1 },
      ...withContext.matches.filter((m) => m.article.id !== previousArticle.id),
    ];
    retrieval = Math.max(retrieval, withContext.confidence);
  } else if (lastQuestion && retrieval < 0.6) {
    // A short follow-up ("what about the sound?") may only match with the question before it.
    const withContext = retrieve(`${lastQuestion.content} ${input.message}`);
    if (withContext.confidence > retrieval && withContext.matches[0]?.article.id === previousArticle?.id) {
      ({ matches, confidence: retrieval } = withContext);
    }
  }
  const article = continuesPrevious
    ? previousArticle
    : retrieval >= MIN_ARTICLE_CONFIDENCE
      ? (matches[0]?.article ?? null)
      : null;

  const action = decision.action;
  if (action === 'none' && !article) {
    // A question the knowledge base cannot answer: ask what it is about rather than guess.
    return {
      ...base,
      article: null,
      matches,
      confidence: round(Math.min(decision.confidence, retrieval)),
      decision,
      action: 'none',
      draft: null,
      clarify: 'no_article',
    };
  }

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
          language,
        });
  return {
    ...base,
    article,
    matches,
    confidence: round(
      action === 'none' ? decision.confidence * articleReliability(retrieval) : decision.confidence,
    ),
    decision,
    action,
    draft,
    clarify: null,
  };
}
