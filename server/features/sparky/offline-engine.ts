import { OFFLINE_MODEL_NAME } from '../../../domain/sparky.ts';
import type { EngineInput, EngineReply, SparkyEngine } from './engine-types.ts';
import type { KnowledgeIndex } from './knowledge-index.ts';
import { articleIn, composeOfflineAnswer } from './offline-answer.ts';
import { analyzeQuestion, type QuestionAnalysis } from './question-analysis.ts';
import type { SparkyModels } from './sparky-model.ts';

/** The reply fields that follow from an analysis alone (shared by both engines). */
export function replyFromAnalysis(
  a: QuestionAnalysis,
  message: string,
): Omit<EngineReply, 'engine' | 'model'> {
  return {
    message,
    actionRequired: a.action,
    suggestedTicketTitle: a.draft?.title ?? null,
    confidence: a.confidence,
    // The article as the reply names it: its Spanish title for a Spanish question, when it has one.
    sources: a.article ? [{ id: a.article.id, title: articleIn(a.article, a.language).title }] : [],
    ticket: a.draft?.ticket ?? null,
  };
}

/** The default engine: works with no network at all. */
export function createOfflineEngine(
  index: KnowledgeIndex,
  models: SparkyModels,
): SparkyEngine & { answer(a: QuestionAnalysis, input: EngineInput): EngineReply } {
  const answer = (a: QuestionAnalysis, input: EngineInput): EngineReply => ({
    ...replyFromAnalysis(a, composeOfflineAnswer(a, input.message)),
    engine: 'offline',
    model: OFFLINE_MODEL_NAME,
  });
  return {
    name: 'offline',
    model: OFFLINE_MODEL_NAME,
    answer,
    async reply(input: EngineInput) {
      return answer(analyzeQuestion(input.knowledge ?? index, models, input), input);
    },
    async stream(input: EngineInput, emit: (text: string) => void) {
      const reply = answer(analyzeQuestion(input.knowledge ?? index, models, input), input);
      emit(reply.message);
      return reply;
    },
  };
}
