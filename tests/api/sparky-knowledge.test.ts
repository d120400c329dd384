import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse, Conversation } from '../../domain/sparky.ts';
import { type Article, KNOWLEDGE_MESSAGES, type ManagedArticle } from '../../domain/sparky-knowledge.ts';
import { SPANISH_NOTES } from '../../domain/sparky-language.ts';
import { users } from '../../server/db/schema/index.ts';
import { SPANISH_ARTICLES } from '../../server/features/sparky/knowledge-es/index.ts';
import { makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAT: '1000' });
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

const chat = (cookie: string | undefined, message: string) =>
  call<ChatResponse>(t.app, 'POST', '/api/ai/chat', { cookie, body: { message } });
const articles = () =>
  call<ManagedArticle[]>(t.app, 'GET', '/api/admin/knowledge/articles', { cookie: w.cookies.provider });

const zoomArticle = {
  title: 'Set up Zorblax lab kiosks',
  body: 'Zorblax kiosks run the science lab sign-in.\n\n1. Plug the kiosk into the lab switch.\n2. Scan the district QR badge.\n\nIf the kiosk stays grey, a technician must re-enrol it.',
  keywords: ['zorblax', 'lab kiosk'],
  audience: 'everyone',
};

describe('the knowledge base the provider owns', () => {
  it('lists the built-in articles with their Markdown, source and ratings', async () => {
    const res = await articles();
    expect(res.status).toBe(200);
    const reset = res.body.find((a) => a.id === 'staff-password-reset')!;
    expect(reset).toMatchObject({ source: 'built_in', retired: false, audience: 'everyone', helpful: 0 });
    expect(reset.body).toContain('1. Open the district password portal');
  });

  it('adds an article that Sparky answers with at once, and links it', async () => {
    const before = await chat(w.cookies.adminA, 'How do I set up the Zorblax kiosk?');
    expect(before.body.sources[0]?.id).not.toBe('set-up-zorblax-lab-kiosks');

    const created = await call<Article>(t.app, 'POST', '/api/admin/knowledge/articles', {
      cookie: w.cookies.provider,
      body: zoomArticle,
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toBe('set-up-zorblax-lab-kiosks');

    const after = await chat(w.cookies.adminA, 'How do I set up the Zorblax kiosk?');
    expect(after.body.sources[0]).toEqual({ id: 'set-up-zorblax-lab-kiosks', title: zoomArticle.title });
    expect(after.body.message).toContain('Scan the district QR badge');

    const read = await call<Article>(t.app, 'GET', '/api/ai/articles/set-up-zorblax-lab-kiosks', {
      cookie: w.cookies.viewerA,
    });
    expect(read.body).toMatchObject({ title: zoomArticle.title, body: zoomArticle.body });
  });

  it('edits a built-in article under its id; the answer uses the new steps', async () => {
    const res = await call<Article>(t.app, 'PUT', '/api/admin/knowledge/articles/staff-password-reset', {
      cookie: w.cookies.provider,
      body: {
        title: 'Reset a forgotten staff password',
        body: 'Use the new portal.\n\n1. Go to reset.example.org and follow the prompts.',
        keywords: ['forgot password', 'password reset'],
        audience: 'everyone',
      },
    });
    expect(res.status).toBe(200);
    const answer = await chat(w.cookies.adminA, 'How do I reset my password?');
    expect(answer.body.sources[0]?.id).toBe('staff-password-reset');
    expect(answer.body.message).toContain('reset.example.org');
    const listed = (await articles()).body.find((a) => a.id === 'staff-password-reset')!;
    expect(listed.source).toBe('built_in');
  });

  it('keeps articles for technicians from viewers', async () => {
    await call(t.app, 'POST', '/api/admin/knowledge/articles', {
      cookie: w.cookies.provider,
      body: {
        ...zoomArticle,
        title: 'Quuxnet switch reflash',
        keywords: ['quuxnet'],
        audience: 'technicians',
      },
    });
    const tech = await chat(w.cookies.techA, 'how do I reflash the quuxnet switch');
    expect(tech.body.sources[0]?.id).toBe('quuxnet-switch-reflash');
    const viewer = await chat(w.cookies.viewerA, 'how do I reflash the quuxnet switch');
    expect(viewer.body.sources[0]?.id).not.toBe('quuxnet-switch-reflash');
    const read = await call(t.app, 'GET', '/api/ai/articles/quuxnet-switch-reflash', {
      cookie: w.cookies.viewerA,
    });
    expect(read.status).toBe(404);
  });

  it('retires an article (no longer answered or readable) and restores it', async () => {
    const retired = await call<ManagedArticle>(
      t.app,
      'PUT',
      '/api/admin/knowledge/articles/set-up-zorblax-lab-kiosks/status',
      { cookie: w.cookies.provider, body: { retired: true } },
    );
    expect(retired.body.retired).toBe(true);
    const answer = await chat(w.cookies.adminA, 'How do I set up the Zorblax kiosk?');
    expect(answer.body.sources[0]?.id).not.toBe('set-up-zorblax-lab-kiosks');
    const read = await call(t.app, 'GET', '/api/ai/articles/set-up-zorblax-lab-kiosks', {
      cookie: w.cookies.adminA,
    });
    expect(read.status).toBe(404);
    const restored = await call<ManagedArticle>(
      t.app,
      'PUT',
      '/api/admin/knowledge/articles/set-up-zorblax-lab-kiosks/status',
      { cookie: w.cookies.provider, body: { retired: false } },
    );
    expect(restored.body.retired).toBe(false);
  });

  it('refuses bad input with the domain messages', async () => {
    const post = (body: unknown) =>
      call<{ message: string }>(t.app, 'POST', '/api/admin/knowledge/articles', {
        cookie: w.cookies.provider,
        body,
      });
    expect((await post({ ...zoomArticle, title: '  ' })).body.message).toBe(KNOWLEDGE_MESSAGES.titleRequired);
    expect((await post({ ...zoomArticle, body: '' })).body.message).toBe(KNOWLEDGE_MESSAGES.bodyRequired);
    expect((await post({ ...zoomArticle, audience: 'students' })).body.message).toBe(
      KNOWLEDGE_MESSAGES.audience,
    );
    expect((await post({ ...zoomArticle, keywords: ['x'.repeat(61)] })).body.message).toBe(
      KNOWLEDGE_MESSAGES.keywordTooLong,
    );
    const missing = await call(t.app, 'PUT', '/api/admin/knowledge/articles/no-such-article', {
      cookie: w.cookies.provider,
      body: zoomArticle,
    });
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/ai/messages/:id/rating', () => {
  it('records whether an answer helped; the provider sees the article fail', async () => {
    const answer = await chat(w.cookies.viewerA, 'How do I connect to the projector with HDMI?');
    const article = answer.body.sources[0]!.id;
    const rate = (helpful: boolean) =>
      call(t.app, 'POST', `/api/ai/messages/${answer.body.messageId}/rating`, {
        cookie: w.cookies.viewerA,
        body: { helpful },
      });
    expect((await rate(true)).body).toEqual({ messageId: answer.body.messageId, helpful: true });
    // Rating again replaces the first rating.
    await rate(false);
    const listed = (await articles()).body.find((a) => a.id === article)!;
    expect(listed).toMatchObject({ helpful: 0, unhelpful: 1 });
    const conv = await call<Conversation>(t.app, 'GET', `/api/ai/conversations/${answer.body.sessionId}`, {
      cookie: w.cookies.viewerA,
    });
    expect(conv.body.messages.at(-1)?.rating).toBe(false);
  });

  it("refuses another user's answer, a question and bad input", async () => {
    const answer = await chat(w.cookies.adminA, 'The printer is offline');
    const other = await call(t.app, 'POST', `/api/ai/messages/${answer.body.messageId}/rating`, {
      cookie: w.cookies.viewerA,
      body: { helpful: true },
    });
    expect(other.status).toBe(404);
    const conv = await call<Conversation>(t.app, 'GET', `/api/ai/conversations/${answer.body.sessionId}`, {
      cookie: w.cookies.adminA,
    });
    const question = conv.body.messages.find((m) => m.role === 'user')!;
    const asked = await call<{ message: string }>(t.app, 'POST', `/api/ai/messages/${question.id}/rating`, {
      cookie: w.cookies.adminA,
      body: { helpful: true },
    });
    expect(asked).toMatchObject({ status: 400, body: { message: KNOWLEDGE_MESSAGES.notRateable } });
    const bad = await call<{ message: string }>(
      t.app,
      'POST',
      `/api/ai/messages/${answer.body.messageId}/rating`,
      {
        cookie: w.cookies.adminA,
        body: { helpful: 'yes' },
      },
    );
    expect(bad).toMatchObject({ status: 400, body: { message: 'Say whether the answer helped' } });
  });
});

describe('the article an answer links, in the reader’s language', () => {
  /** A requester of district A whose portal speaks Spanish (users.locale). */
  const spanishReader = async () => {
    const row = await makeUser(t.db, { role: 'requester', districtId: w.districtA.id });
    await t.db.update(users).set({ locale: 'es' }).where(eq(users.id, row.id));
    return signIn(t.app, row.email);
  };
  const read = (id: string, cookie: string | undefined, headers?: Record<string, string>) =>
    call<Article>(t.app, 'GET', `/api/ai/articles/${id}`, { cookie, headers });

  it('answers the Spanish version to a Spanish reader, the English one to others', async () => {
    // An article no test here edits (an edited built-in article has no Spanish version any more).
    const spanish = SPANISH_ARTICLES['printer-offline']!;
    const es = await read('printer-offline', await spanishReader());
    expect(es.status).toBe(200);
    expect(es.body.title).toBe('La impresora aparece fuera de línea o los trabajos se quedan en la cola');
    expect(es.body.body.startsWith(`${spanish.summary}\n\n1. ${spanish.steps[0]}\n`)).toBe(true);
    expect(es.body.body.endsWith(spanish.escalation)).toBe(true);
    expect(es.body.keywords).toEqual(spanish.keywords);

    // Signed in, the account's language decides, not the browser's.
    const en = await read('printer-offline', w.cookies.requesterA, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(en.status).toBe(200);
    expect(en.body.title).toBe('Printer shows offline or print jobs are stuck in the queue');
    expect(en.body.body).not.toContain(spanish.summary);
  });

  it('answers the English article after a note in Spanish when it has no Spanish version', async () => {
    const created = await call<Article>(t.app, 'POST', '/api/admin/knowledge/articles', {
      cookie: w.cookies.provider,
      body: {
        ...zoomArticle,
        title: 'Reset the Frobnitz badge printer',
        keywords: ['frobnitz'],
        body: 'The Frobnitz prints visitor badges.\n\n1. Hold the reset key for five seconds.',
      },
    });
    expect(created.status).toBe(201);
    const es = await read(created.body.id, await spanishReader());
    expect(es.status).toBe(200);
    expect(es.body.title).toBe('Reset the Frobnitz badge printer');
    expect(es.body.body).toBe(`${SPANISH_NOTES.untranslated}\n\n${created.body.body}`);
    const en = await read(created.body.id, w.cookies.requesterA);
    expect(en.body.body).toBe(created.body.body);
  });
});
