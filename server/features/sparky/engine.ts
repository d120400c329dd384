import { type AiStatus, OFFLINE_MODEL_NAME } from '../../../domain/sparky.ts';
import type { SparkyEngine } from './engine-types.ts';
import { KNOWLEDGE_BASE } from './knowledge/index.ts';
import { createKnowledgeIndex } from './knowledge-index.ts';
import { createLlmEngine, type LlmSettings } from './llm-engine.ts';
import { createOfflineEngine } from './offline-engine.ts';
import { loadSparkyModels } from './sparky-model.ts';

type EngineOptions = { onFallback?: (reason: string) => void; fetchImpl?: typeof fetch };

function buildEngine(settings: LlmSettings | null, opts: EngineOptions): SparkyEngine {
  const index = createKnowledgeIndex(KNOWLEDGE_BASE);
  const models = loadSparkyModels();
  const offline = createOfflineEngine(index, models);
  if (!settings) return offline;
  return createLlmEngine({ settings, index, models, fallback: offline.answer, ...opts });
}

/**
 * The engine Sparky answers with: the language model when AI_BASE_URL and AI_MODEL are set (the
 * offline engine standing in on any error), else the offline engine alone. Its models and index are
 * built on the first question, not at start (a few hundred milliseconds and megabytes).
 */
export function createSparkyEngine(
  settings: LlmSettings | null,
  opts: EngineOptions = {},
): { engine: SparkyEngine; status: AiStatus } {
  let built: SparkyEngine | null = null;
  const engine: SparkyEngine = {
    name: settings ? 'llm' : 'offline',
    model: settings ? settings.model : OFFLINE_MODEL_NAME,
    reply: (input) => {
      built ??= buildEngine(settings, opts);
      return built.reply(input);
    },
    stream: (input, emit, signal) => {
      built ??= buildEngine(settings, opts);
      return built.stream(input, emit, signal);
    },
  };
  const status: AiStatus = settings
    ? { engine: 'llm', model: settings.model, fallback: 'offline' }
    : { engine: 'offline', model: OFFLINE_MODEL_NAME, fallback: null };
  return { engine, status };
}
