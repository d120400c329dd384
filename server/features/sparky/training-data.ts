import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHAT_ACTIONS } from '../../../domain/sparky.ts';
import { hash32 } from './message-features.ts';
import { CLARITY_CLASSES, type LabelledMessage, type TrainingLabel } from './sparky-model.ts';

/** The labelled messages of `training/` (one JSON object a line; see training/README.md). */

const LABELS: readonly string[] = [...CHAT_ACTIONS, ...CLARITY_CLASSES.slice(1)];

const read = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./training/${name}`, import.meta.url)), 'utf8');

function readLabelled(name: string): LabelledMessage[] {
  return read(name)
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      const { label, text } = JSON.parse(line) as { label: string; text: string };
      if (!LABELS.includes(label) || typeof text !== 'string' || !text.trim()) {
        throw new Error(`${name}:${i + 1}: not a labelled message`);
      }
      return { label: label as TrainingLabel, text };
    });
}

/** Identifies the training file's content, recorded in the model file by `npm run train:sparky`. */
export const trainingSetHash = () => hash32(read('questions.jsonl')).toString(16);

/** What the models are trained (and cross-validated) on. */
export const loadTrainingSet = () => readLabelled('questions.jsonl');
/** Written before the models and never trained or tuned on: the honest measure. */
export const loadHeldOutSet = () => readLabelled('held-out.jsonl');
