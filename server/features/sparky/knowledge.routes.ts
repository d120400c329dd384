import { z } from 'zod';
import { errorSchema } from '../../../domain/http.ts';
import { messageParamSchema } from '../../../domain/sparky.ts';
import {
  articleIdParamSchema,
  articleInputSchema,
  articleSchema,
  articleStatusSchema,
  managedArticleSchema,
  ratingInputSchema,
  ratingSchema,
} from '../../../domain/sparky-knowledge.ts';
import { caller } from '../../access/guard.ts';
import type { FeatureApp } from '../../lib/feature-app.ts';
import type { KnowledgeStore } from './knowledge-store.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['sparky'];
/** Five Star's administrators own the knowledge base: the routes are checked against the admin area. */
const providerAdmin = { access: 'admin', area: 'admin' } as const;

/** The knowledge base the provider owns, the article an answer links, and the ratings of answers. */
export function knowledgeRoutes(app: FeatureApp, knowledge: KnowledgeStore): void {
  app.get(
    '/api/ai/articles/:id',
    {
      config: { access: 'read' },
      schema: { tags, params: articleIdParamSchema, response: { 200: articleSchema, ...errors } },
    },
    async (req) => knowledge.read(caller(req).role, req.params.id),
  );

  app.post(
    '/api/ai/messages/:messageId/rating',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description: "The asker rates one of Sparky's answers helpful or not; rating again replaces it.",
        params: messageParamSchema,
        body: ratingInputSchema,
        response: { 200: ratingSchema, ...errors },
      },
    },
    async (req) => knowledge.rate(caller(req), req.params.messageId, req.body.helpful),
  );

  app.get(
    '/api/admin/knowledge/articles',
    {
      config: providerAdmin,
      schema: {
        tags,
        description: 'Every article (built in and added), retired ones included, with its ratings.',
        response: { 200: z.array(managedArticleSchema), ...errors },
      },
    },
    async () => knowledge.list(),
  );

  app.post(
    '/api/admin/knowledge/articles',
    {
      config: providerAdmin,
      schema: { tags, body: articleInputSchema, response: { 201: articleSchema, ...errors } },
    },
    async (req, reply) => reply.code(201).send(await knowledge.create(caller(req), req.body)),
  );

  app.put(
    '/api/admin/knowledge/articles/:id',
    {
      config: providerAdmin,
      schema: {
        tags,
        params: articleIdParamSchema,
        body: articleInputSchema,
        response: { 200: articleSchema, ...errors },
      },
    },
    async (req) => knowledge.update(caller(req), req.params.id, req.body),
  );

  app.put(
    '/api/admin/knowledge/articles/:id/status',
    {
      config: providerAdmin,
      schema: {
        tags,
        description: 'Retires an article (Sparky stops answering with it) or brings it back.',
        params: articleIdParamSchema,
        body: articleStatusSchema,
        response: { 200: managedArticleSchema, ...errors },
      },
    },
    async (req) => knowledge.setRetired(caller(req), req.params.id, req.body.retired),
  );
}
