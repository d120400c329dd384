import { z } from 'zod';
import { districtQuerySchema } from '../http.ts';
import {
  aiStatusSchema,
  chatMessageSchema,
  chatRequestSchema,
  chatResponseSchema,
  conversationSchema,
  conversationSummarySchema,
  deflectionInputSchema,
  deflectionSchema,
  linkTicketSchema,
  messageParamSchema,
  sessionParamSchema,
} from '../sparky.ts';
import {
  articleIdParamSchema,
  articleInputSchema,
  articleSchema,
  articleStatusSchema,
  managedArticleSchema,
  ratingInputSchema,
  ratingSchema,
} from '../sparky-knowledge.ts';
import { endpoints } from './endpoint.ts';

/**
 * Sparky: questions (answered whole, or streamed), the asker's conversations, ticket links and
 * "That solved it". Requesters (Staff & Students) ask too: their own conversations only, and their
 * Sparky answers how-to questions, never about the district's records.
 */
export const sparkyApi = endpoints('sparky', {
  chat: {
    method: 'POST',
    path: '/api/ai/chat',
    access: 'read',
    requesters: 'own',
    body: chatRequestSchema,
    response: chatResponseSchema,
    errors: [429],
  },
  chatStream: {
    method: 'POST',
    path: '/api/ai/chat/stream',
    access: 'read',
    requesters: 'own',
    description:
      'The same question as POST /api/ai/chat, answered as server-sent events: `delta` {text} as the words are written, then `done` (the chat response) or `error` {message}.',
    body: chatRequestSchema,
    response: z.string().describe('text/event-stream'),
    errors: [429],
  },
  status: { method: 'GET', path: '/api/ai/status', access: 'signed-in', response: aiStatusSchema },
  conversations: {
    method: 'GET',
    path: '/api/ai/conversations',
    access: 'read',
    requesters: 'own',
    query: districtQuerySchema,
    response: z.array(conversationSummarySchema),
    errors: [429],
  },
  conversation: {
    method: 'GET',
    path: '/api/ai/conversations/:sessionId',
    access: 'read',
    requesters: 'own',
    params: sessionParamSchema,
    response: conversationSchema,
    errors: [429],
  },
  linkTicket: {
    method: 'PUT',
    path: '/api/ai/messages/:messageId/ticket',
    access: 'write',
    requesters: 'own',
    params: messageParamSchema,
    body: linkTicketSchema,
    response: chatMessageSchema,
    errors: [429],
  },
  deflect: {
    method: 'POST',
    path: '/api/ai/deflections',
    access: 'read',
    requesters: 'own',
    description:
      '"That solved it": the caller\'s own conversation ended without a ticket (one per conversation; again answers the same). Refused (409) once the conversation became a ticket.',
    body: deflectionInputSchema,
    response: deflectionSchema,
  },
});

/** Five Star's administrators own the knowledge base: those endpoints are checked against the admin area. */
const providerAdmin = { access: 'admin', area: 'admin' } as const;

/** The knowledge base the provider owns, the article an answer links, and the ratings of answers. */
export const knowledgeApi = endpoints('sparky', {
  article: {
    method: 'GET',
    path: '/api/ai/articles/:id',
    access: 'read',
    requesters: 'own',
    params: articleIdParamSchema,
    response: articleSchema,
  },
  rate: {
    method: 'POST',
    path: '/api/ai/messages/:messageId/rating',
    access: 'read',
    requesters: 'own',
    description: "The asker rates one of Sparky's answers helpful or not; rating again replaces it.",
    params: messageParamSchema,
    body: ratingInputSchema,
    response: ratingSchema,
  },
  list: {
    method: 'GET',
    path: '/api/admin/knowledge/articles',
    ...providerAdmin,
    description: 'Every article (built in and added), retired ones included, with its ratings.',
    response: z.array(managedArticleSchema),
  },
  create: {
    method: 'POST',
    path: '/api/admin/knowledge/articles',
    ...providerAdmin,
    body: articleInputSchema,
    response: articleSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/admin/knowledge/articles/:id',
    ...providerAdmin,
    params: articleIdParamSchema,
    body: articleInputSchema,
    response: articleSchema,
  },
  setStatus: {
    method: 'PUT',
    path: '/api/admin/knowledge/articles/:id/status',
    ...providerAdmin,
    description: 'Retires an article (Sparky stops answering with it) or brings it back.',
    params: articleIdParamSchema,
    body: articleStatusSchema,
    response: managedArticleSchema,
  },
});
