import type { KnowledgeArticle } from './knowledge/article.ts';
import { type Example, fitTemperature, type LinearModel, logits, softmax, train } from './linear-model.ts';
import { extractFeatures, lexiconTerms, type SparseVector } from './message-features.ts';
import {
  ACTION_CLASSES,
  CLARITY_CLASSES,
  decide,
  type LabelledMessage,
  type SparkyModels,
  type TrainingLabel,
} from './sparky-model.ts';

/**
 * Training of Sparky's two models, shared by `npm run train:sparky` and `npm run eval:sparky`:
 * the action model (none / create_ticket / escalate, on the messages with an action) and the
 * clarity model (clear / gibberish / off_topic / vague, on every message).
 */

export const HYPERPARAMETERS = {
  action: { l2: 1e-4, iterations: 100, learningRate: 0.1 },
  clarity: { l2: 1e-4, iterations: 100, learningRate: 0.1 },
} as const;

/** Words of the knowledge base, English and Spanish: how much of a message is IT support vocabulary. */
export function buildLexicon(articles: readonly KnowledgeArticle[]): Set<string> {
  const lexicon = new Set<string>();
  for (const a of articles) {
    const es = a.es ? [a.es.title, a.es.summary, a.es.escalation, ...a.es.steps] : [];
    const esWords = a.esSearch ? [...a.esSearch.keywords, ...a.esSearch.questions] : [];
    const text = [
      a.title,
      a.summary,
      a.escalation,
      a.ticketTitle,
      ...a.keywords,
      ...a.questions,
      ...a.steps,
      ...es,
      ...esWords,
    ];
    for (const term of lexiconTerms(text.join(' '))) lexicon.add(term);
  }
  return lexicon;
}

export const isAction = (label: TrainingLabel) => (ACTION_CLASSES as readonly string[]).includes(label);
const clarityClass = (label: TrainingLabel) =>
  isAction(label) ? 0 : (CLARITY_CLASSES as readonly string[]).indexOf(label);

export interface Vectorised {
  message: LabelledMessage;
  x: SparseVector;
}

export function vectorise(data: readonly LabelledMessage[], lexicon: ReadonlySet<string>): Vectorised[] {
  return data.map((message) => ({ message, x: extractFeatures(message.text, lexicon) }));
}

/** Each class weighs as much in the loss as the clear messages all together weigh per class. */
function clarityWeights(data: readonly Vectorised[]): number[] {
  const counts = CLARITY_CLASSES.map(
    (_, c) => data.filter((d) => clarityClass(d.message.label) === c).length,
  );
  const clear = counts[0]!;
  return counts.map((n, c) => (c === 0 || n === 0 ? 1 : Math.min(4, clear / n / 2)));
}

export function trainModels(data: readonly Vectorised[]): { action: LinearModel; clarity: LinearModel } {
  const actionExamples: Example[] = data
    .filter((d) => isAction(d.message.label))
    .map((d) => ({ x: d.x, y: (ACTION_CLASSES as readonly string[]).indexOf(d.message.label) }));
  const clarityExamples: Example[] = data.map((d) => ({ x: d.x, y: clarityClass(d.message.label) }));
  return {
    action: train(actionExamples, ACTION_CLASSES, HYPERPARAMETERS.action),
    clarity: train(clarityExamples, CLARITY_CLASSES, {
      ...HYPERPARAMETERS.clarity,
      classWeights: clarityWeights(data),
    }),
  };
}

/** A small deterministic generator (mulberry32), for the folds. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Stratified folds: each label spread evenly, in an order fixed by the seed. */
export function assignFolds(
  data: readonly { message: LabelledMessage }[],
  folds: number,
  seed: number,
): number[] {
  const next = random(seed);
  const fold = new Array<number>(data.length).fill(0);
  const byLabel = new Map<string, number[]>();
  data.forEach((d, i) => {
    byLabel.set(d.message.label, [...(byLabel.get(d.message.label) ?? []), i]);
  });
  for (const label of [...byLabel.keys()].sort()) {
    const items = byLabel.get(label)!;
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    items.forEach((item, i) => {
      fold[item] = i % folds;
    });
  }
  return fold;
}

export interface OutOfFold {
  message: LabelledMessage;
  fold: number;
  actionLogits: number[];
  clarityLogits: number[];
}

/** K-fold cross-validation: every message predicted by models that did not train on it. */
export function crossValidate(data: readonly Vectorised[], folds = 5, seed = 21): OutOfFold[] {
  const foldOf = assignFolds(data, folds, seed);
  const out = new Array<OutOfFold>(data.length);
  for (let f = 0; f < folds; f++) {
    const models = trainModels(data.filter((_, i) => foldOf[i] !== f));
    data.forEach((d, i) => {
      if (foldOf[i] !== f) return;
      out[i] = {
        message: d.message,
        fold: f,
        actionLogits: logits(models.action, d.x),
        clarityLogits: logits(models.clarity, d.x),
      };
    });
  }
  return out;
}

/** Temperatures fitted on out-of-fold predictions, so the probabilities mean what they say. */
export function calibrate(oof: readonly OutOfFold[]): { action: number; clarity: number } {
  return {
    action: fitTemperature(
      oof
        .filter((o) => isAction(o.message.label))
        .map((o) => ({
          logits: o.actionLogits,
          y: (ACTION_CLASSES as readonly string[]).indexOf(o.message.label),
        })),
    ),
    clarity: fitTemperature(oof.map((o) => ({ logits: o.clarityLogits, y: clarityClass(o.message.label) }))),
  };
}

/** Whether the decision for a message is right: its action, or a clarifying question for an unclear one. */
export function decisionIsRight(
  label: TrainingLabel,
  d: { action: string; unclear: string | null },
): boolean {
  return isAction(label) ? d.unclear === null && d.action === label : d.unclear !== null;
}

/** How many out-of-fold messages are decided right with these temperatures and clarify threshold. */
export function countDecidedRight(
  oof: readonly OutOfFold[],
  temperatures: { action: number; clarity: number },
  threshold: number,
): number {
  return oof.filter((o) =>
    decisionIsRight(
      o.message.label,
      decide(
        softmax(o.actionLogits, temperatures.action),
        softmax(o.clarityLogits, temperatures.clarity),
        threshold,
      ),
    ),
  ).length;
}

/** The confidence below which Sparky asks instead of acting: the best on out-of-fold predictions. */
export function chooseClarifyThreshold(
  oof: readonly OutOfFold[],
  temperatures: { action: number; clarity: number },
): number {
  let best = { threshold: 0.5, right: -1 };
  for (let t = 0.2; t <= 0.7001; t += 0.025) {
    const threshold = Math.round(t * 1000) / 1000;
    const right = countDecidedRight(oof, temperatures, threshold);
    if (right > best.right) best = { threshold, right };
  }
  return best.threshold;
}

/** Everything `npm run train:sparky` does: CV for calibration, then the final models on all data. */
export function buildModels(
  data: readonly LabelledMessage[],
  lexicon: Set<string>,
): { models: SparkyModels; oof: OutOfFold[] } {
  const vectors = vectorise(data, lexicon);
  const oof = crossValidate(vectors);
  const temperatures = calibrate(oof);
  const clarifyBelow = chooseClarifyThreshold(oof, temperatures);
  const { action, clarity } = trainModels(vectors);
  action.temperature = temperatures.action;
  clarity.temperature = temperatures.clarity;
  return { models: { lexicon, action, clarity, clarifyBelow }, oof };
}
