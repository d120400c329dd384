import { readFileSync, statSync, writeFileSync } from 'node:fs';
import type { ChatAction } from '../domain/sparky.ts';
import { KNOWLEDGE_BASE } from '../server/features/sparky/knowledge/index.ts';
import { createKnowledgeIndex } from '../server/features/sparky/knowledge-index.ts';
import {
  buildLexicon,
  calibrate,
  chooseClarifyThreshold,
  countDecidedRight,
  crossValidate,
  isAction,
  vectorise,
} from '../server/features/sparky/model-training.ts';
import { analyzeQuestion, type QuestionAnalysis } from '../server/features/sparky/question-analysis.ts';
import {
  ACTION_CLASSES,
  classify,
  type LabelledMessage,
  loadSparkyModels,
  MODEL_FILE,
  trainingHashOf,
} from '../server/features/sparky/sparky-model.ts';
import {
  loadHeldOutSet,
  loadSpanishHeldOutSet,
  loadSpanishTrainingSet,
  loadTrainingSet,
  trainingSetHash,
} from '../server/features/sparky/training-data.ts';
import { ARTICLE_QUESTIONS, ARTICLE_QUESTIONS_ES } from './eval-sparky-articles.ts';
import { dataMisses, dataReport, evaluate, fitCurve, loadDataSet } from './eval-sparky-data.ts';

/**
 * Measures Sparky (`npm run eval:sparky`): 5-fold cross-validation of the action model on the
 * training set, then the committed model and the whole offline engine on the held-out set that
 * training never sees, calibration, latency, and article retrieval. `--write-docs` puts the figures
 * in docs/sparky.md; `--verbose` lists the held-out misses; `--fit-data` prints the confidence curve
 * of the data answers fitted on the data tuning set (for DATA_CONFIDENCE_CURVE).
 */

if (process.argv.includes('--fit-data')) {
  console.log(
    'Data answers, confidence curve fitted on the tuning set:',
    fitCurve(evaluate(loadDataSet('tuning'))),
  );
  process.exit(0);
}

const lines: string[] = [];
const out = (line = '') => {
  lines.push(line);
  console.log(line);
};
const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);
const countBy = (list: readonly LabelledMessage[]) => {
  const counts: Record<string, number> = {};
  for (const m of list) counts[m.label] = (counts[m.label] ?? 0) + 1;
  return Object.entries(counts)
    .map(([label, n]) => `${n} ${label}`)
    .join(', ');
};

/** Per-action precision, recall and F1, and the confusion matrix, as Markdown tables. */
function actionReport(pairs: readonly { expected: ChatAction; got: string }[], gotLabels: readonly string[]) {
  const right = pairs.filter((p) => p.expected === p.got).length;
  out(`Accuracy: **${pct(right, pairs.length)}** (${right} of ${pairs.length}).`);
  out();
  out('| action | messages | precision | recall (accuracy on the action) | F1 |');
  out('|---|---|---|---|---|');
  for (const action of ACTION_CLASSES) {
    const truth = pairs.filter((p) => p.expected === action);
    const predicted = pairs.filter((p) => p.got === action);
    const hits = truth.filter((p) => p.got === action).length;
    const precision = predicted.length ? hits / predicted.length : 0;
    const recall = truth.length ? hits / truth.length : 0;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    out(
      `| ${action} | ${truth.length} | ${pct(hits, predicted.length)} | ${pct(hits, truth.length)} | ${f1.toFixed(3)} |`,
    );
  }
  out();
  out(`| expected \\ answered | ${gotLabels.join(' | ')} |`);
  out(`|---|${gotLabels.map(() => '---').join('|')}|`);
  for (const action of ACTION_CLASSES) {
    const row = gotLabels.map((g) => pairs.filter((p) => p.expected === action && p.got === g).length);
    out(`| ${action} | ${row.join(' | ')} |`);
  }
  out();
}

const argmax = (values: readonly number[]) => values.indexOf(Math.max(...values));

// --- Data ---------------------------------------------------------------------------------------
const training = loadTrainingSet();
const heldOut = loadHeldOutSet();
const heldOutEs = loadSpanishHeldOutSet();
const spanishTraining = new Set(loadSpanishTrainingSet().map((m) => m.text));
const modelText = readFileSync(MODEL_FILE, 'utf8');
if (trainingHashOf(modelText) !== trainingSetHash()) {
  console.warn('WARNING: the training set changed since the model was trained: run npm run train:sparky.\n');
}
out(
  `Training set: ${training.length} messages (${countBy(training)}), of them ${spanishTraining.size} in Spanish (${countBy(training.filter((m) => spanishTraining.has(m.text)))}).`,
);
out(`Held-out set: ${heldOut.length} messages (${countBy(heldOut)}), never trained or tuned on.`);
out(
  `Spanish held-out set: ${heldOutEs.length} messages (${countBy(heldOutEs)}), written before any Spanish feature or training message, never trained or tuned on.`,
);
out();

// --- Cross-validation ---------------------------------------------------------------------------
const started = performance.now();
const oof = crossValidate(vectorise(training, buildLexicon(KNOWLEDGE_BASE)));
const temperatures = calibrate(oof);
const threshold = chooseClarifyThreshold(oof, temperatures);
out(`### 5-fold cross-validation on the training set`);
out();
out('The action model alone, on the messages that have an action (each predicted by a model trained');
out(`on the other four folds; ${((performance.now() - started) / 1000).toFixed(1)} s for the five folds):`);
out();
actionReport(
  oof
    .filter((o) => isAction(o.message.label))
    .map((o) => ({ expected: o.message.label as ChatAction, got: ACTION_CLASSES[argmax(o.actionLogits)]! })),
  ACTION_CLASSES,
);
const cvRight = (spanish: boolean) => {
  const mine = oof.filter(
    (o) => isAction(o.message.label) && spanishTraining.has(o.message.text) === spanish,
  );
  const right = mine.filter((o) => ACTION_CLASSES[argmax(o.actionLogits)] === o.message.label).length;
  return pct(right, mine.length);
};
out(`By language: English ${cvRight(false)}, Spanish ${cvRight(true)}.`);
out();
const decisionsRight = countDecidedRight(oof, temperatures, threshold);
out(
  `With the clarity model (act, or ask a clarifying question when the confidence is below ${threshold}): ${pct(decisionsRight, oof.length)} of all ${oof.length} training messages decided right (the action for the ${oof.filter((o) => isAction(o.message.label)).length} with one, a question for the ${oof.filter((o) => !isAction(o.message.label)).length} gibberish, off-topic or vague ones).`,
);
out();

// --- Held-out -----------------------------------------------------------------------------------
const models = loadSparkyModels();
const index = createKnowledgeIndex(KNOWLEDGE_BASE);
const answered = heldOut.map((m) => ({
  m,
  a: analyzeQuestion(index, models, { message: m.text, history: [] }),
  model: classify(models, m.text),
}));
const withAction = answered.filter((r) => isAction(r.m.label));
const unclear = answered.filter((r) => !isAction(r.m.label));

out('### Held-out set (written before the model, never trained or tuned on)');
out();
out(
  `The committed model alone (its action, even where Sparky would ask instead), ${withAction.length} messages with an action:`,
);
out();
actionReport(
  withAction.map((r) => ({ expected: r.m.label as ChatAction, got: r.model.predicted })),
  ACTION_CLASSES,
);
out(
  'The whole offline engine (`actionRequired` of the reply; "asked" = a clarifying question, whose action is `none`):',
);
out();
const got = (a: QuestionAnalysis) => (a.clarify ? 'asked' : a.action);
actionReport(
  withAction.map((r) => ({ expected: r.m.label as ChatAction, got: got(r.a) })),
  [...ACTION_CLASSES, 'asked'],
);
const actionRight = withAction.filter((r) => r.a.action === r.m.label).length;
const answeredRight = withAction.filter((r) => r.a.action === r.m.label && !r.a.clarify).length;
const askedUnclear = unclear.filter((r) => r.a.clarify !== null).length;
out(
  `\`actionRequired\` right: **${pct(actionRight, withAction.length)}**; right and answered (not a question): **${pct(answeredRight, withAction.length)}**. The ${unclear.length} gibberish, off-topic or vague messages: ${pct(askedUnclear, unclear.length)} answered with a clarifying question; ${unclear.filter((r) => r.a.action !== 'none').length} given an action (a toast) instead.`,
);
out();

// --- Spanish ------------------------------------------------------------------------------------
const answeredEs = heldOutEs.map((m) => ({
  m,
  a: analyzeQuestion(index, models, { message: m.text, history: [] }),
  model: classify(models, m.text),
}));
const withActionEs = answeredEs.filter((r) => isAction(r.m.label));
const unclearEs = answeredEs.filter((r) => !isAction(r.m.label));
const withArticleEs = heldOutEs.filter((m) => m.article);
const articleRightEs = withArticleEs.filter(
  (m) => analyzeQuestion(index, models, { message: m.text, history: [] }).article?.id === m.article,
).length;
const spanishAnswered = answeredEs.filter((r) => r.a.language === 'es').length;

out('### Spanish beside English (held-out sets, never trained or tuned on)');
out();
out(
  '| held-out set | messages with an action | model alone | whole engine: right and answered | `actionRequired` right | unclear ones asked about | expected article |',
);
out('|---|---|---|---|---|---|---|');
const languageRow = (name: string, rows: typeof answered, unclearRows: typeof answered, article: string) => {
  const model = rows.filter((r) => r.model.predicted === r.m.label).length;
  const engine = rows.filter((r) => r.a.action === r.m.label && !r.a.clarify).length;
  const action = rows.filter((r) => r.a.action === r.m.label).length;
  const asked = unclearRows.filter((r) => r.a.clarify !== null).length;
  out(
    `| ${name} | ${rows.length} | **${pct(model, rows.length)}** | **${pct(engine, rows.length)}** | ${pct(action, rows.length)} | ${pct(asked, unclearRows.length)} of ${unclearRows.length} | ${article} |`,
  );
};
languageRow('English', withAction, unclear, 'n/a');
languageRow(
  'Spanish',
  withActionEs,
  unclearEs,
  `${pct(articleRightEs, withArticleEs.length)} of ${withArticleEs.length}`,
);
out();
out(
  `The Spanish set read as Spanish: ${spanishAnswered} of ${heldOutEs.length} (the rest are gibberish, answered in the language of the conversation).`,
);
out();
out('The whole offline engine on the Spanish held-out messages with an action:');
out();
actionReport(
  withActionEs.map((r) => ({ expected: r.m.label as ChatAction, got: got(r.a) })),
  [...ACTION_CLASSES, 'asked'],
);

// --- Calibration --------------------------------------------------------------------------------
out('Calibration on the held-out messages with an action (right = the right action, answered):');
out();
out('| confidence | messages | right |');
out('|---|---|---|');
const bins = [0, 0.5, 0.7, 0.9, 1.01];
let ece = 0;
for (let i = 0; i < bins.length - 1; i++) {
  const inBin = withAction.filter((r) => r.a.confidence >= bins[i]! && r.a.confidence < bins[i + 1]!);
  const right = inBin.filter((r) => r.a.action === r.m.label && !r.a.clarify).length;
  const mean = inBin.reduce((s, r) => s + r.a.confidence, 0) / (inBin.length || 1);
  ece += (inBin.length / withAction.length) * Math.abs(mean - right / (inBin.length || 1));
  out(
    `| ${bins[i]!.toFixed(1)}–${Math.min(1, bins[i + 1]!).toFixed(1)} | ${inBin.length} | ${pct(right, inBin.length)} |`,
  );
}
out();
out(`Expected calibration error: ${ece.toFixed(3)}.`);
out();

// --- Latency ------------------------------------------------------------------------------------
const rounds = 5;
const timings: number[] = [];
for (let i = 0; i < rounds; i++) {
  for (const m of heldOut) {
    const t = performance.now();
    analyzeQuestion(index, models, { message: m.text, history: [] });
    timings.push(performance.now() - t);
  }
}
timings.sort((a, b) => a - b);
const classifyStart = performance.now();
for (let i = 0; i < rounds; i++) for (const m of heldOut) classify(models, m.text);
const perClassify = (performance.now() - classifyStart) / (rounds * heldOut.length);
out('### Cost');
out();
out(
  `Per message (one core, ${timings.length} runs): the two models ${(perClassify * 1000).toFixed(0)} µs; the whole analysis with retrieval ${(timings.reduce((a, b) => a + b, 0) / timings.length).toFixed(2)} ms on average, p99 ${timings[Math.floor(timings.length * 0.99)]!.toFixed(2)} ms. Model file ${(statSync(MODEL_FILE).size / 1024).toFixed(0)} KB (${models.action.rows.size} action and ${models.clarity.rows.size} clarity features), read once at start.`,
);
out();

// --- Retrieval ----------------------------------------------------------------------------------
const articleRight = ARTICLE_QUESTIONS.filter(
  (q) =>
    (analyzeQuestion(index, models, { message: q.question, history: [] }).article?.id ?? null) ===
    q.expectedArticle,
).length;
const articleTuningRightEs = ARTICLE_QUESTIONS_ES.filter(
  (q) =>
    (analyzeQuestion(index, models, { message: q.question, history: [] }).article?.id ?? null) ===
    q.expectedArticle,
).length;
out('### Article retrieval');
out();
out(
  `The article Sparky answers with, on ${ARTICLE_QUESTIONS.length} questions of \`scripts/eval-sparky-articles.ts\` (written with the knowledge base, so a flattering figure): ${pct(articleRight, ARTICLE_QUESTIONS.length)}; on its ${ARTICLE_QUESTIONS_ES.length} Spanish questions (what Spanish retrieval was tuned on): ${pct(articleTuningRightEs, ARTICLE_QUESTIONS_ES.length)}.`,
);

out();
for (const line of dataReport()) out(line);

if (process.argv.includes('--verbose')) {
  console.log('\nData questions, tuning-set misses:');
  for (const line of dataMisses('tuning')) console.log(line);
  console.log('\nHeld-out misses (English, then Spanish: look, but never tune on them):');
  for (const r of [...answered, ...answeredEs]) {
    const right = isAction(r.m.label) ? r.a.action === r.m.label && !r.a.clarify : r.a.clarify !== null;
    if (!right) {
      console.log(
        `  ${r.m.label.padEnd(13)} got ${got(r.a).padEnd(13)} ${r.a.confidence.toFixed(2)}  ${r.m.text}`,
      );
    }
  }
}

if (process.argv.includes('--write-docs')) {
  const docs = new URL('../docs/sparky.md', import.meta.url);
  const text = readFileSync(docs, 'utf8');
  const [start, end] = ['<!-- eval:sparky -->', '<!-- /eval:sparky -->'];
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/sparky.md has no ${start} ... ${end} section`);
  writeFileSync(docs, `${text.slice(0, from + start.length)}\n${lines.join('\n')}\n${text.slice(to)}`);
  console.log('\nWrote the figures into docs/sparky.md.');
}
