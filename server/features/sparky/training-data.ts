import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHAT_ACTIONS } from '../../../domain/sparky.ts';
import { hash32 } from './message-features.ts';
import { CLARITY_CLASSES, type LabelledMessage, type TrainingLabel } from './sparky-model.ts';

/** The labelled messages of `training/` (one JSON object a line; see training/README.md). */

const LABELS: readonly string[] = [...CHAT_ACTIONS, ...CLARITY_CLASSES.slice(1)];

const read = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./training/${name}`, import.meta.url)), 'utf8');

/** A labelled message; a held-out one may name the article a good answer uses. */
export type HeldOutMessage = LabelledMessage & { article?: string };

function readLabelled(name: string): HeldOutMessage[] {
  return read(name)
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      const { label, text, article } = JSON.parse(line) as { label: string; text: string; article?: string };
      if (!LABELS.includes(label) || typeof text !== 'string' || !text.trim()) {
        throw new Error(`${name}:${i + 1}: not a labelled message`);
      }
      return { label: label as TrainingLabel, text, ...(article ? { article } : {}) };
    });
}

/** The training files: English, then Spanish (docs/sparky.md#spanish). */
const TRAINING_FILES = ['questions.jsonl', 'questions-es.jsonl'];

/** Identifies the training files' content, recorded in the model file by `npm run train:sparky`. */
export const trainingSetHash = () => hash32(TRAINING_FILES.map(read).join('\n')).toString(16);

/** What the models are trained (and cross-validated) on: the English and the Spanish messages. */
export const loadTrainingSet = () => TRAINING_FILES.flatMap(readLabelled);
/** The Spanish training messages alone (to report their share of the cross-validation). */
export const loadSpanishTrainingSet = () => readLabelled('questions-es.jsonl');
/** Written before the models and never trained or tuned on: the honest measure. */
export const loadHeldOutSet = () => readLabelled('held-out.jsonl');
/** The Spanish held-out set, written before any Spanish feature or training message; never tuned on. */
export const loadSpanishHeldOutSet = () => readLabelled('held-out-es.jsonl');
