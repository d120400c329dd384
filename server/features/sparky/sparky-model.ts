import { readFileSync } from 'node:fs';
import type { ChatAction } from '../../../domain/sparky.ts';
import { projectPath } from '../../lib/project-root.ts';
import {
  decodeModel,
  type EncodedLinearModel,
  encodeModel,
  type LinearModel,
  predict,
} from './linear-model.ts';
import { DENSE_FEATURES, extractFeatures, FEATURE_VERSION } from './message-features.ts';

/**
 * Sparky's trained models, loaded once from the committed weights (`npm run train:sparky` writes
 * them): the action model says what a message asks for (none, create_ticket, escalate), the
 * clarity model whether it is a clear IT request at all or gibberish, off-topic or too vague.
 */

export const ACTION_CLASSES = ['none', 'create_ticket', 'escalate'] as const satisfies readonly ChatAction[];
export const CLARITY_CLASSES = ['clear', 'gibberish', 'off_topic', 'vague'] as const;
export type UnclearKind = Exclude<(typeof CLARITY_CLASSES)[number], 'clear'>;
export type TrainingLabel = ChatAction | UnclearKind;

export interface LabelledMessage {
  label: TrainingLabel;
  text: string;
}

export interface SparkyModels {
  /** Knowledge-base words, for the share of a message that is IT-support vocabulary. */
  lexicon: ReadonlySet<string>;
  action: LinearModel;
  clarity: LinearModel;
  /** Below this confidence Sparky asks a clarifying question instead of acting. */
  clarifyBelow: number;
}

export interface ActionDecision {
  /** What the reply does: the model's action, or `none` when Sparky asks instead. */
  action: ChatAction;
  /** The action model's own choice, even when Sparky asks instead. */
  predicted: ChatAction;
  probabilities: Record<ChatAction, number>;
  /** Probability that the message is a clear IT-support message. */
  clear: number;
  /** Probability that the reply's action is right: clear x P(action). */
  confidence: number;
  /** Set when Sparky should ask a clarifying question, with what seems wrong with the message. */
  unclear: UnclearKind | null;
}

/** From this probability of `escalate`, Sparky escalates even a message it is unsure it understood. */
const ESCALATE_REGARDLESS = 0.6;

const argmax = (values: readonly number[]) =>
  values.reduce((best, v, i) => (v > values[best]! ? i : best), 0);

/** The decision from both models' probabilities. */
export function decide(
  actionProbabilities: readonly number[],
  clarityProbabilities: readonly number[],
  clarifyBelow: number,
): ActionDecision {
  const top = argmax(actionProbabilities);
  const predicted = ACTION_CLASSES[top]!;
  const clear = clarityProbabilities[0]!;
  const confidence = clear * actionProbabilities[top]!;
  const unclearKind = CLARITY_CLASSES[1 + argmax(clarityProbabilities.slice(1))] as UnclearKind;
  // A probable emergency is never answered with a question when it is merely vague ("this is an
  // emergency!"); words that are not a message, or not about IT at all, are asked about instead.
  const likelyEmergency = predicted === 'escalate' && actionProbabilities[top]! >= ESCALATE_REGARDLESS;
  const unclear =
    confidence < clarifyBelow && !(likelyEmergency && unclearKind === 'vague') ? unclearKind : null;
  return {
    action: unclear ? 'none' : predicted,
    predicted,
    probabilities: {
      none: actionProbabilities[0]!,
      create_ticket: actionProbabilities[1]!,
      escalate: actionProbabilities[2]!,
    },
    clear,
    confidence,
    unclear,
  };
}

/** Both models on one message: O(number of features), a few microseconds. */
export function classify(models: SparkyModels, text: string): ActionDecision {
  const x = extractFeatures(text, models.lexicon);
  return decide(predict(models.action, x), predict(models.clarity, x), models.clarifyBelow);
}

const FORMAT = 'sparky-linear-1';
/**
 * Features whose weights are all below this are left out of the file: they change no decision
 * (a message has a few hundred features; the largest weights are near 1) and keep the file under
 * 1 MB with the English and Spanish vocabularies.
 */
const MIN_KEPT_WEIGHT = 1e-3;

interface ModelFile {
  format: typeof FORMAT;
  featureVersion: string;
  denseFeatures: string;
  trainingSet: Record<string, number>;
  /** FNV-1a of the training file the weights come from, to tell when they are out of date. */
  trainingHash: string;
  clarifyBelow: number;
  lexicon: string;
  action: EncodedLinearModel;
  clarity: EncodedLinearModel;
}

/** The model file's text: JSON without arrays (weights are base64), so it stays compact. */
export function serializeModels(
  models: SparkyModels,
  training: { counts: Record<string, number>; hash: string },
): string {
  const file: ModelFile = {
    format: FORMAT,
    featureVersion: FEATURE_VERSION,
    denseFeatures: DENSE_FEATURES.join(','),
    trainingSet: training.counts,
    trainingHash: training.hash,
    clarifyBelow: models.clarifyBelow,
    lexicon: [...models.lexicon].sort().join(' '),
    action: encodeModel(models.action, MIN_KEPT_WEIGHT),
    clarity: encodeModel(models.clarity, MIN_KEPT_WEIGHT),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The training file's hash recorded in a model file. */
export function trainingHashOf(modelText: string): string {
  return (JSON.parse(modelText) as ModelFile).trainingHash;
}

export function parseModels(text: string): SparkyModels {
  const file = JSON.parse(text) as ModelFile;
  if (file.format !== FORMAT || file.featureVersion !== FEATURE_VERSION) {
    throw new Error(
      `Sparky's model file was trained with other features (${file.featureVersion}); run npm run train:sparky`,
    );
  }
  return {
    lexicon: new Set(file.lexicon.split(' ')),
    action: decodeModel(file.action),
    clarity: decodeModel(file.clarity),
    clarifyBelow: file.clarifyBelow,
  };
}

export const MODEL_FILE = projectPath('server/features/sparky/model/sparky-model.json');

let loaded: SparkyModels | null = null;
/** The committed models, read once per process. */
export function loadSparkyModels(): SparkyModels {
  loaded ??= parseModels(readFileSync(MODEL_FILE, 'utf8'));
  return loaded;
}
