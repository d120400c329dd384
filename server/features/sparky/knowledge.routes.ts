import { knowledgeApi } from '../../../domain/api/sparky.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeatureApp } from '../../lib/feature-app.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import type { KnowledgeStore } from './knowledge-store.ts';

/**
 * The knowledge base the provider owns, the article an answer links (in the caller's language when
 * it has a Spanish version), and the ratings of answers.
 */
export function knowledgeRoutes(app: FeatureApp, knowledge: KnowledgeStore): void {
  serve(app, knowledgeApi, {
    article: (req) => knowledge.read(caller(req).role, req.params.id, requestLocale(req)),
    rate: (req) => knowledge.rate(caller(req), req.params.messageId, req.body.helpful),
    list: () => knowledge.list(),
    create: (req) => knowledge.create(caller(req), req.body),
    update: (req) => knowledge.update(caller(req), req.params.id, req.body),
    setStatus: (req) => knowledge.setRetired(caller(req), req.params.id, req.body.retired),
  });
}
