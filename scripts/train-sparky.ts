import { writeFileSync } from 'node:fs';
import { KNOWLEDGE_BASE } from '../server/features/sparky/knowledge/index.ts';
import { buildLexicon, buildModels } from '../server/features/sparky/model-training.ts';
import { MODEL_FILE, serializeModels } from '../server/features/sparky/sparky-model.ts';
import { loadTrainingSet, trainingSetHash } from '../server/features/sparky/training-data.ts';

/**
 * Trains Sparky's action and clarity models on server/features/sparky/training/questions.jsonl
 * (never on the held-out file) and writes the weights the server loads: `npm run train:sparky`.
 * Deterministic: the same data gives the same file.
 */
const started = performance.now();
const data = loadTrainingSet();
const trainingSet: Record<string, number> = {};
for (const m of data) trainingSet[m.label] = (trainingSet[m.label] ?? 0) + 1;

const { models } = buildModels(data, buildLexicon(KNOWLEDGE_BASE));
const text = serializeModels(models, { counts: trainingSet, hash: trainingSetHash() });
writeFileSync(MODEL_FILE, text);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Trained on ${data.length} messages (${JSON.stringify(trainingSet)}) in ${seconds} s.`);
console.log(
  `Action model: ${models.action.rows.size} features, temperature ${models.action.temperature}; clarity model: ${models.clarity.rows.size} features, temperature ${models.clarity.temperature}; clarifying below confidence ${models.clarifyBelow}.`,
);
console.log(`Wrote ${MODEL_FILE} (${(Buffer.byteLength(text) / 1024).toFixed(0)} KB).`);
