import { KNOWLEDGE_BASE } from '../server/features/sparky/knowledge/index.ts';
import { createKnowledgeIndex } from '../server/features/sparky/knowledge-index.ts';
import { analyzeQuestion } from '../server/features/sparky/question-analysis.ts';
import { EVAL_QUESTIONS, type EvalQuestion } from './eval-sparky-questions.ts';

/**
 * Measures the offline engine on the question set: how often it picks the expected action and the
 * expected article. `npm run eval:sparky` (add `--verbose` to list every miss).
 */
interface Outcome {
  q: EvalQuestion;
  action: string;
  article: string | null;
  confidence: number;
}

const index = createKnowledgeIndex(KNOWLEDGE_BASE);
const outcomes: Outcome[] = EVAL_QUESTIONS.map((q) => {
  const a = analyzeQuestion(index, { message: q.question, history: [] });
  return { q, action: a.action, article: a.article?.id ?? null, confidence: a.confidence };
});

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);
function report(label: string, list: Outcome[]) {
  const actionOk = list.filter((o) => o.action === o.q.expectedAction).length;
  const articleOk = list.filter((o) => o.article === o.q.expectedArticle).length;
  const bothOk = list.filter(
    (o) => o.action === o.q.expectedAction && o.article === o.q.expectedArticle,
  ).length;
  console.log(
    `${label.padEnd(22)} questions ${String(list.length).padStart(3)}   action ${pct(actionOk, list.length).padStart(6)}   article ${pct(articleOk, list.length).padStart(6)}   both ${pct(bothOk, list.length).padStart(6)}`,
  );
}

console.log(`Sparky offline engine: ${index.size} articles\n`);
report('all', outcomes);
report(
  'tuning set',
  outcomes.filter((o) => !o.q.heldOut),
);
report(
  'held-out set',
  outcomes.filter((o) => o.q.heldOut),
);
for (const action of ['none', 'create_ticket', 'escalate'] as const) {
  report(
    `expected ${action}`,
    outcomes.filter((o) => o.q.expectedAction === action),
  );
}

const misses = outcomes.filter((o) => o.action !== o.q.expectedAction || o.article !== o.q.expectedArticle);
if (misses.length > 0) {
  console.log(`\nMisses (${misses.length}):`);
  for (const o of misses) {
    console.log(
      `- "${o.q.question}"\n    expected ${o.q.expectedAction} / ${o.q.expectedArticle}, got ${o.action} / ${o.article} (confidence ${o.confidence})`,
    );
  }
}
if (process.argv.includes('--verbose')) {
  console.log('\nAll answers:');
  for (const o of outcomes)
    console.log(
      `  ${o.confidence.toFixed(2)}  ${o.action.padEnd(13)} ${String(o.article).padEnd(28)} ${o.q.question}`,
    );
}
