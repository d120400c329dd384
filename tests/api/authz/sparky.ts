import { knowledgeApi, sparkyApi } from '../../../domain/api/sparky.ts';
import { call } from '../../support/test-app.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** A conversation of district A's admin whose reply suggests a ticket, made once per file. */
function conversationOfAdminA(c: MatrixContext): Promise<{ sessionId: string; messageId: string }> {
  return c.once('sparky-conversation-of-A', async () => {
    const res = await call(c.app, 'POST', '/api/ai/chat', {
      cookie: c.cookies.adminA,
      body: { message: 'A student spilled water on a Chromebook' },
    });
    if (res.status !== 200) throw new Error(`sparky fixture: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { sessionId: string; messageId: string };
  });
}

/** A second conversation of district A's admin, that no ticket comes from ("That solved it"). */
function solvedConversationOfAdminA(c: MatrixContext): Promise<{ sessionId: string; messageId: string }> {
  return c.once('sparky-solved-conversation-of-A', async () => {
    const res = await call(c.app, 'POST', '/api/ai/chat', {
      cookie: c.cookies.adminA,
      body: { message: 'How do I reset my password?' },
    });
    if (res.status !== 200) throw new Error(`sparky fixture: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { sessionId: string; messageId: string };
  });
}

/** A real ticket of district A, created once per file, for the ticket link. */
function ticketOfA(c: MatrixContext): Promise<{ id: string; ticketNumber: string }> {
  return c.once('sparky-ticket-of-A', async () => {
    const res = await call(c.app, 'POST', '/api/tickets', {
      cookie: c.cookies.adminA,
      body: { districtId: c.districtA.id, title: 'Spilled water', description: 'From Sparky' },
    });
    if (res.status !== 201) throw new Error(`ticket fixture: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: string; ticketNumber: string };
  });
}

const ARTICLE = {
  title: 'Printer shows offline',
  body: 'Check the cable.\n\n1. Turn the printer off and on.',
  keywords: ['printer'],
  audience: 'everyone',
};

// Asking Sparky changes no district data, so viewers may chat; conversations are private to their
// user. Requesters (Staff & Students) chat too, in their own conversations only.
export const sparkyEndpoints = [
  ...casesOf(sparkyApi, {
    chat: {
      request: (c) => ({
        url: '/api/ai/chat',
        body: { message: 'The printer is offline', districtId: c.districtA.id },
      }),
      expect: statuses({ anonymous: 401, adminB: 404, waiting: 403, requesterA: 200 }, 200),
    },
    chatStream: {
      request: (c) => ({
        url: '/api/ai/chat/stream',
        body: { message: 'The printer is offline', districtId: c.districtA.id },
      }),
      expect: statuses({ anonymous: 401, adminB: 404, waiting: 403, requesterA: 200 }, 200),
    },
    status: {
      request: () => ({ url: '/api/ai/status' }),
      expect: statuses({ anonymous: 401 }, 200),
    },
    conversations: {
      request: (c) => ({ url: `/api/ai/conversations?districtId=${c.districtA.id}` }),
      expect: statuses({ anonymous: 401, adminB: 404, waiting: 403, requesterA: 200 }, 200),
    },
    conversation: {
      request: async (c) => ({ url: `/api/ai/conversations/${(await conversationOfAdminA(c)).sessionId}` }),
      expect: statuses({ anonymous: 401, adminA: 200, waiting: 403, requesterA: 404 }, 404),
    },
    linkTicket: {
      request: async (c) => ({
        url: `/api/ai/messages/${(await conversationOfAdminA(c)).messageId}/ticket`,
        body: { ticketId: (await ticketOfA(c)).id, ticketNumber: (await ticketOfA(c)).ticketNumber },
      }),
      expect: statuses({ anonymous: 401, adminA: 200, viewerA: 403, waiting: 403, requesterA: 404 }, 404),
    },
    deflect: {
      request: async (c) => ({
        url: '/api/ai/deflections',
        body: { sessionId: (await solvedConversationOfAdminA(c)).sessionId },
      }),
      // Only the asker says their own conversation is solved; anybody else does not see it.
      expect: statuses({ anonymous: 401, adminA: 200, waiting: 403, requesterA: 404 }, 404),
    },
  }),
  ...casesOf(knowledgeApi, {
    article: {
      request: () => ({ url: '/api/ai/articles/staff-password-reset' }),
      // The knowledge base is the provider's, the same for every district (requesters: everyone's articles).
      expect: statuses({ anonymous: 401, waiting: 403, requesterA: 200 }, 200),
    },
    rate: {
      request: async (c) => ({
        url: `/api/ai/messages/${(await conversationOfAdminA(c)).messageId}/rating`,
        body: { helpful: true },
      }),
      // Only the asker rates an answer; anybody else does not see it.
      expect: statuses({ anonymous: 401, adminA: 200, waiting: 403, requesterA: 404 }, 404),
    },
    list: {
      request: () => ({ url: '/api/admin/knowledge/articles' }),
      expect: statuses({ anonymous: 401, provider: 200 }, 403),
    },
    create: {
      request: () => ({ url: '/api/admin/knowledge/articles', body: ARTICLE }),
      expect: statuses({ anonymous: 401, provider: 201 }, 403),
    },
    update: {
      request: () => ({ url: '/api/admin/knowledge/articles/printer-offline', body: ARTICLE }),
      expect: statuses({ anonymous: 401, provider: 200 }, 403),
    },
    setStatus: {
      request: () => ({
        url: '/api/admin/knowledge/articles/printer-offline/status',
        body: { retired: false },
      }),
      expect: statuses({ anonymous: 401, provider: 200 }, 403),
    },
  }),
];
