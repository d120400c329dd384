import { describe, expect, it } from 'vitest';
import { EVAL_QUESTIONS } from '../../../scripts/eval-sparky-questions.ts';
import { KNOWLEDGE_BASE } from './knowledge/index.ts';
import { createKnowledgeIndex } from './knowledge-index.ts';
import { analyzeQuestion } from './question-analysis.ts';

// Guards the measured quality (docs/sparky.md) against regressions; `npm run eval:sparky` shows the misses.
describe('offline engine on the evaluation questions', () => {
  const index = createKnowledgeIndex(KNOWLEDGE_BASE);
  const results = EVAL_QUESTIONS.map((q) => {
    const a = analyzeQuestion(index, { message: q.question, history: [] });
    return { action: a.action === q.expectedAction, article: (a.article?.id ?? null) === q.expectedArticle };
  });

  it('has at least 60 questions, each naming an existing article or none', () => {
    expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    const ids = new Set(KNOWLEDGE_BASE.map((a) => a.id));
    for (const q of EVAL_QUESTIONS) if (q.expectedArticle) expect(ids).toContain(q.expectedArticle);
  });

  it('picks the expected action and article at least 90% of the time', () => {
    const share = (key: 'action' | 'article') => results.filter((r) => r[key]).length / results.length;
    expect(share('action')).toBeGreaterThanOrEqual(0.9);
    expect(share('article')).toBeGreaterThanOrEqual(0.9);
  });
});
