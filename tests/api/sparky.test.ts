import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatResponse,
  type Conversation,
  chatResponseSchema,
  conversationSchema,
  MAX_CHAT_MESSAGE_LENGTH,
  OFFLINE_MODEL_NAME,
  SPARKY_MESSAGES,
  SUGGESTED_TOPICS,
} from '../../domain/sparky.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAT: '1000' });
  w = await makeWorld(t.app, t.db, { tierA: 'ascend' });
});
afterAll(() => t.close());

const chat = (cookie: string | undefined, body: Record<string, unknown>) =>
  call<ChatResponse>(t.app, 'POST', '/api/ai/chat', { cookie, body });

describe('POST /api/ai/chat: the answer', () => {
  it('answers with a full chat response from the offline knowledge base: steps, and a ticket for a broken device', async () => {
    const res = await chat(w.cookies.adminA, {
      message: 'My projector says no signal',
      userId: w.people.adminA.id,
      districtId: w.districtA.id,
    });
    expect(res.status).toBe(200);
    const body = chatResponseSchema.parse(res.body);
    // A report of broken equipment gets the steps to try and a ticket suggestion.
    expect(body.actionRequired).toBe('create_ticket');
    expect(body.suggestedTicketTitle).toBe('Projector not displaying laptop signal');
    expect(body.sources[0]?.id).toBe('projector-no-signal');
    expect(body.confidence).toBeGreaterThanOrEqual(0.6);
    expect(body.message).toContain('Input or Source');
    expect(body).toMatchObject({ engine: 'offline', model: OFFLINE_MODEL_NAME });
  });

  it('answers a how-to question with the steps and no ticket', async () => {
    const res = await chat(w.cookies.adminA, { message: 'How do I switch the projector input to HDMI?' });
    expect(res.body).toMatchObject({ actionRequired: 'none', suggestedTicketTitle: null, ticket: null });
    expect(res.body.sources[0]?.id).toBe('projector-no-signal');
    expect(res.body.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it('asks a short clarifying question, with no action, when it cannot tell what a message means', async () => {
    const res = await chat(w.cookies.adminA, { message: 'qzxv wbnm plkj' });
    expect(res.body).toMatchObject({ actionRequired: 'none', suggestedTicketTitle: null, sources: [] });
    expect(res.body.message.endsWith('?')).toBe(true);
    expect(res.body.confidence).toBeLessThan(0.5);
  });

  it('answers each topic chip confidently from its article; a garbled follow-up gets a question, not the article again', async () => {
    let sessionId: string | undefined;
    let last: ChatResponse | undefined;
    for (const topic of SUGGESTED_TOPICS) {
      const res = await chat(w.cookies.adminA, { message: topic.prompt, sessionId });
      expect(res.status).toBe(200);
      expect(res.body.confidence, topic.label).toBeGreaterThanOrEqual(0.8);
      expect(res.body.sources, topic.label).toHaveLength(1);
      expect(res.body.message, topic.label).toMatch(/\n1\. /);
      sessionId = res.body.sessionId;
      last = res.body;
    }
    const vague = await chat(w.cookies.adminA, { message: 'hmm ok but asdfgh', sessionId });
    expect(vague.body).toMatchObject({ actionRequired: 'none', sources: [], suggestedTicketTitle: null });
    expect(vague.body.message.trim().endsWith('?')).toBe(true);
    expect(vague.body.message).not.toContain(last!.sources[0]!.title);
    expect(vague.body.message).not.toMatch(/\n1\. /);
  });

  it('escalates a security incident with a specific, critical ticket suggestion', async () => {
    const res = await chat(w.cookies.adminA, {
      message: 'I clicked a link in a phishing email and entered my password',
    });
    expect(res.status).toBe(200);
    expect(res.body.actionRequired).toBe('escalate');
    expect(res.body.suggestedTicketTitle).toBe('Security incident: compromised staff account');
    expect(res.body.ticket).toEqual({ priority: 'critical', category: 'general' });
  });

  it('suggests a ticket when a technician is needed, naming the room', async () => {
    const res = await chat(w.cookies.techA, {
      message: 'A student spilled juice on a Chromebook in room 12',
    });
    expect(res.body.actionRequired).toBe('create_ticket');
    expect(res.body.suggestedTicketTitle).toBe('Liquid spill on device, inspection needed (Room 12)');
    expect(res.body.ticket).toEqual({ priority: 'high', category: 'hardware' });
  });

  it('gives a low confidence and no article to a question the knowledge base does not cover', async () => {
    const res = await chat(w.cookies.adminA, { message: 'What is on the lunch menu tomorrow?' });
    expect(res.body.actionRequired).toBe('none');
    expect(res.body.sources).toEqual([]);
    expect(res.body.confidence).toBeLessThan(0.6);
  });

  it('lets viewers ask too (asking changes no district data)', async () => {
    const res = await chat(w.cookies.viewerA, { message: 'How do I reset a student password?' });
    expect(res.status).toBe(200);
  });
});

describe('POST /api/ai/chat: sessions', () => {
  it('keeps a conversation: the sessionId continues it, a follow-up uses its context, and it is stored', async () => {
    const first = await chat(w.cookies.adminA, { message: 'The projector in room 204 says no signal' });
    const sessionId = first.body.sessionId;
    const second = await chat(w.cookies.adminA, {
      message: 'I tried all that and it still does not work',
      sessionId,
    });
    expect(second.status).toBe(200);
    expect(second.body.sessionId).toBe(sessionId);
    expect(second.body.actionRequired).toBe('create_ticket');
    expect(second.body.suggestedTicketTitle).toBe('Projector not displaying laptop signal (Room 204)');

    const stored = await call<Conversation>(t.app, 'GET', `/api/ai/conversations/${sessionId}`, {
      cookie: w.cookies.adminA,
    });
    expect(stored.status).toBe(200);
    const conversation = conversationSchema.parse(stored.body);
    expect(conversation.title).toBe('The projector in room 204 says no signal');
    expect(conversation.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(conversation.messages[2]!.content).toBe('I tried all that and it still does not work');
    expect(conversation.messages[3]).toMatchObject({
      id: second.body.messageId,
      actionRequired: 'create_ticket',
      confidence: second.body.confidence,
    });

    const list = await call(t.app, 'GET', '/api/ai/conversations', { cookie: w.cookies.adminA });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ sessionId, messageCount: 4 });
  });

  it('starts a new session when none is given', async () => {
    const a = await chat(w.cookies.adminA, { message: 'printer offline' });
    const b = await chat(w.cookies.adminA, { message: 'printer offline' });
    expect(a.body.sessionId).not.toBe(b.body.sessionId);
  });

  it("answers 404 for an unknown session and for another user's or another district's session", async () => {
    const mine = await chat(w.cookies.adminA, { message: 'wifi keeps dropping' });
    expect((await chat(w.cookies.adminA, { message: 'hello', sessionId: randomUUID() })).status).toBe(404);
    const colleague = await chat(w.cookies.techA, { message: 'hello', sessionId: mine.body.sessionId });
    expect(colleague).toMatchObject({ status: 404, body: { message: SPARKY_MESSAGES.conversationNotFound } });
    expect((await chat(w.cookies.adminB, { message: 'hello', sessionId: mine.body.sessionId })).status).toBe(
      404,
    );
    const read = await call(t.app, 'GET', `/api/ai/conversations/${mine.body.sessionId}`, {
      cookie: w.cookies.techA,
    });
    expect(read.status).toBe(404);
  });
});

describe('POST /api/ai/chat: validation', () => {
  it.each([
    ['an empty message', { message: '' }, SPARKY_MESSAGES.emptyMessage],
    ['a whitespace-only message', { message: '   \n\t ' }, SPARKY_MESSAGES.emptyMessage],
    ['no message', {}, SPARKY_MESSAGES.emptyMessage],
    ['a message that is not text', { message: 42 }, SPARKY_MESSAGES.emptyMessage],
    [
      'a message that is too long',
      { message: 'x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1) },
      SPARKY_MESSAGES.tooLong,
    ],
    ['a malformed session id', { message: 'hi', sessionId: 'abc' }, 'Not a valid session id'],
    ['a malformed user id', { message: 'hi', userId: 'abc' }, 'Not a valid user id'],
  ])('refuses %s with 400', async (_label, body, message) => {
    const res = await chat(w.cookies.adminA, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a body naming another user (403) or another district (404)', async () => {
    const asOther = await chat(w.cookies.adminA, { message: 'hi', userId: w.people.techA.id });
    expect(asOther).toMatchObject({ status: 403, body: { message: SPARKY_MESSAGES.notYourself } });
    const otherDistrict = await chat(w.cookies.adminA, { message: 'hi', districtId: w.districtB.id });
    expect(otherDistrict.status).toBe(404);
  });
});

describe('POST /api/ai/chat: authorization and tier', () => {
  it('answers 401 to anonymous callers and 403 to users who belong to no district', async () => {
    expect((await chat(undefined, { message: 'hi' })).status).toBe(401);
    expect((await chat(w.cookies.waiting, { message: 'hi' })).status).toBe(403);
  });

  it('answers 403 to a district below the Ascend tier, and 200 at Ascend', async () => {
    const analysis = await makeDistrict(t.db, { serviceLevel: 'analysis' });
    const admin = await makeUser(t.db, { role: 'district_admin', districtId: analysis.id });
    const res = await chat(await signIn(t.app, admin.email), { message: 'hi' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This feature needs the FS Ascend service level or higher.');
    const list = await call(t.app, 'GET', '/api/ai/conversations', {
      cookie: await signIn(t.app, admin.email),
    });
    expect(list.status).toBe(403);
    expect((await chat(w.cookies.adminA, { message: 'hi' })).status).toBe(200);
  });

  it('lets a provider admin chat for a district they name, and asks them to choose one otherwise', async () => {
    const none = await chat(w.cookies.provider, { message: 'hi' });
    expect(none).toMatchObject({ status: 404, body: { message: 'Choose a district first.' } });
    expect((await chat(w.cookies.provider, { message: 'hi', districtId: randomUUID() })).status).toBe(404);
    const res = await chat(w.cookies.provider, { message: 'printer offline', districtId: w.districtB.id });
    expect(res.status).toBe(200);
  });
});

describe('PUT /api/ai/messages/{messageId}/ticket', () => {
  it('records the ticket created from a reply, shown again when the conversation is reloaded', async () => {
    const reply = await chat(w.cookies.adminA, { message: 'The hinge snapped on a student laptop' });
    expect(reply.body.actionRequired).toBe('create_ticket');
    const created = await call(t.app, 'POST', '/api/tickets', {
      cookie: w.cookies.adminA,
      body: {
        districtId: w.districtA.id,
        title: reply.body.suggestedTicketTitle,
        description: 'From Sparky',
      },
    });
    const url = `/api/ai/messages/${reply.body.messageId}/ticket`;
    // A made-up ticket, or another district's, is not linked.
    const madeUp = await call(t.app, 'PUT', url, {
      cookie: w.cookies.adminA,
      body: { ticketId: randomUUID(), ticketNumber: 'X-1' },
    });
    expect(madeUp.status).toBe(404);
    const other = await call(t.app, 'POST', '/api/tickets', {
      cookie: w.cookies.adminB,
      body: { districtId: w.districtB.id, title: 'Other district', description: 'Not yours' },
    });
    const foreign = await call(t.app, 'PUT', url, {
      cookie: w.cookies.adminA,
      body: { ticketId: other.body.id, ticketNumber: other.body.ticketNumber },
    });
    expect(foreign.status).toBe(404);
    // The real number is recorded, whatever number the client sent.
    const linked = await call(t.app, 'PUT', url, {
      cookie: w.cookies.adminA,
      body: { ticketId: created.body.id, ticketNumber: 'FAKE-1' },
    });
    expect(linked.status).toBe(200);
    const expected = { id: created.body.id, ticketNumber: created.body.ticketNumber };
    expect(linked.body.linkedTicket).toEqual(expected);
    const stored = await call<Conversation>(t.app, 'GET', `/api/ai/conversations/${reply.body.sessionId}`, {
      cookie: w.cookies.adminA,
    });
    expect(stored.body.messages[1]!.linkedTicket).toEqual(expected);
  });

  it('refuses replies without a ticket suggestion, other users, viewers and bad input', async () => {
    const plain = await chat(w.cookies.adminA, { message: 'how do I add a printer' });
    const body = { ticketId: randomUUID(), ticketNumber: 'X-1' };
    const url = `/api/ai/messages/${plain.body.messageId}/ticket`;
    expect(await call(t.app, 'PUT', url, { cookie: w.cookies.adminA, body })).toMatchObject({
      status: 400,
      body: { message: SPARKY_MESSAGES.noTicketSuggested },
    });
    expect((await call(t.app, 'PUT', url, { cookie: w.cookies.techA, body })).status).toBe(404);
    expect((await call(t.app, 'PUT', url, { cookie: w.cookies.viewerA, body })).status).toBe(403);
    const bad = await call(t.app, 'PUT', url, {
      cookie: w.cookies.adminA,
      body: { ticketId: 'nope', ticketNumber: 'X' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Not a valid ticket id' } });
  });
});

describe('GET /api/ai/status', () => {
  it('reports the offline engine when no language model is configured', async () => {
    const res = await call(t.app, 'GET', '/api/ai/status', { cookie: w.cookies.adminA });
    expect(res.body).toEqual({ engine: 'offline', model: OFFLINE_MODEL_NAME, fallback: null });
    expect((await call(t.app, 'GET', '/api/ai/status')).status).toBe(401);
  });
});

describe('rate limit', () => {
  it('limits chat per user, not per address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CHAT: '2' });
    try {
      const world = await makeWorld(limited.app, limited.db);
      const send = (cookie: string | undefined) =>
        call(limited.app, 'POST', '/api/ai/chat', { cookie, body: { message: 'printer offline' } });
      expect((await send(world.cookies.adminA)).status).toBe(200);
      expect((await send(world.cookies.adminA)).status).toBe(200);
      const third = await send(world.cookies.adminA);
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/Too many/);
      expect((await send(world.cookies.techA)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
