import type { AiStatus } from '../../../domain/sparky.ts';
import type { SparkyEngine } from './engine-types.ts';
import { KNOWLEDGE_BASE } from './knowledge/index.ts';
import { createKnowledgeIndex } from './knowledge-index.ts';
import { createLlmEngine, type LlmSettings } from './llm-engine.ts';
import { createOfflineEngine } from './offline-engine.ts';
import { loadSparkyModels } from './sparky-model.ts';

/**
 * The engine Sparky answers with: the language model when AI_BASE_URL and AI_MODEL are set (the
 * offline engine standing in on any error), else the offline engine alone.
 */
export function createSparkyEngine(
  settings: LlmSettings | null,
  opts: { onFallback?: (reason: string) => void; fetchImpl?: typeof fetch } = {},
): { engine: SparkyEngine; status: AiStatus } {
  const index = createKnowledgeIndex(KNOWLEDGE_BASE);
  const models = loadSparkyModels();
  const offline = createOfflineEngine(index, models);
  if (!settings)
    return { engine: offline, status: { engine: 'offline', model: offline.model, fallback: null } };
  const engine = createLlmEngine({ settings, index, models, fallback: offline.answer, ...opts });
  return { engine, status: { engine: 'llm', model: settings.model, fallback: 'offline' } };
}
