import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ChatResponse,
  type ChatStreamEvent,
  DISTRICT_DATA_MODEL,
  OFFLINE_MODEL_NAME,
  SPARKY_MESSAGES,
} from '../../domain/sparky.ts';
import { type FakeModelMode as Mode, startFakeModel } from '../support/fakes/openai-chat.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

/** The language model: a local server speaking the OpenAI chat-completions API, streamed or not. */
const model = await startFakeModel();
const received = model.received;

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp({
    AI_BASE_URL: model.baseUrl,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'district-helper-7b',
    // Short, for the cases where the model hangs; long enough for the local model's answers on a
    // busy machine (300 ms was not).
    AI_TIMEOUT_MS: '2000',
    RATE_LIMIT_CHAT: '1000',
  });
  w = await makeWorld(t.app, t.db, { tierA: 'ascend' });
});
afterAll(async () => {
  await t.close();
  await model.close();
});
beforeEach(() => {
  received.length = 0;
});

const chat = (message: string, sessionId?: string) =>
  call<ChatResponse>(t.app, 'POST', '/api/ai/chat', {
    cookie: w.cookies.adminA,
    body: { message, sessionId },
  });

describe('language-model engine', () => {
  it('reports the configured model as the engine in use', async () => {
    const res = await call(t.app, 'GET', '/api/ai/status', { cookie: w.cookies.adminA });
    expect(res.body).toEqual({ engine: 'llm', model: 'district-helper-7b', fallback: 'offline' });
  });

  it("answers with the model's words and Sparky's action, sending the articles, the action and the conversation", async () => {
    model.mode = {
      kind: 'json',
      answer: {
        message: 'Press Input on the remote until HDMI 1 is selected.',
        actionRequired: 'none',
        suggestedTicketTitle: null,
        confidence: 0.91,
      },
    };
    const first = await chat('My projector says no signal');
    expect(first.status).toBe(200);
    // The action and the confidence are the action model's, whatever the language model says.
    expect(first.body).toMatchObject({
      message: 'Press Input on the remote until HDMI 1 is selected.',
      actionRequired: 'create_ticket',
      suggestedTicketTitle: 'Projector not displaying laptop signal',
      engine: 'llm',
      model: 'district-helper-7b',
    });
    expect(first.body.confidence).not.toBe(0.91);
    expect(first.body.confidence).toBeGreaterThanOrEqual(0.6);
    expect(first.body.sources[0]?.id).toBe('projector-no-signal');

    const request = received[0]!;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('district-helper-7b');
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    const context = request.body.messages.map((m) => m.content).join('\n');
    expect(context).toContain('Projector or display shows "No signal" from the laptop');
    expect(context).toContain('Decided action: create_ticket.');
    expect(request.body.messages.at(-1)).toEqual({ role: 'user', content: 'My projector says no signal' });

    await chat('Thanks, what about the sound?', first.body.sessionId);
    const history = received[1]!.body.messages.map((m: { role: string; content: string }) => [
      m.role,
      m.content,
    ]);
    expect(history).toContainEqual(['user', 'My projector says no signal']);
    expect(history).toContainEqual(['assistant', 'Press Input on the remote until HDMI 1 is selected.']);
  });

  it('asks the model to answer a Spanish question in Spanish, from the Spanish article, with an English title', async () => {
    model.mode = {
      kind: 'json',
      answer: { message: 'Presione Input en el control hasta llegar a HDMI 1.', suggestedTicketTitle: null },
    };
    const res = await chat('Mi proyector dice sin señal');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Presione Input en el control hasta llegar a HDMI 1.',
      actionRequired: 'create_ticket',
      suggestedTicketTitle: 'Projector no signal',
      engine: 'llm',
    });
    expect(res.body.sources[0]?.id).toBe('projector-no-signal');
    const [system, context] = received[0]!.body.messages.map((m) => m.content);
    expect(system).toContain('Answer in the language of the user');
    expect(context).toContain('Question language: Spanish (es). Write the message in Spanish.');
    expect(context).toContain('El proyector o la pantalla dice "No signal" (sin señal) con la laptop');
  });

  it("accepts an answer wrapped in a code fence and keeps the model's ticket title", async () => {
    const answer = {
      message: 'This needs a technician.',
      actionRequired: 'create_ticket',
      suggestedTicketTitle: 'Replace cracked Chromebook screen',
      confidence: 0.7,
    };
    model.mode = { kind: 'raw', content: `\`\`\`json\n${JSON.stringify(answer)}\n\`\`\`` };
    const res = await chat('A student cracked a Chromebook screen');
    expect(res.body).toMatchObject({
      engine: 'llm',
      actionRequired: 'create_ticket',
      suggestedTicketTitle: 'Replace cracked Chromebook screen',
      ticket: { priority: 'medium', category: 'hardware' },
    });
  });

  it('takes the action from the action model whatever the language model says: a security incident is escalated', async () => {
    model.mode = {
      kind: 'json',
      answer: { message: 'Just change your password.', actionRequired: 'none', confidence: 0.8 },
    };
    const res = await chat('I clicked a link in a phishing email and typed my password');
    expect(res.body.engine).toBe('llm');
    expect(res.body.actionRequired).toBe('escalate');
    expect(res.body.suggestedTicketTitle).toBe('Security incident: compromised staff account');
  });

  it.each([
    ['a malformed answer', { kind: 'raw', content: 'Sure! Here is some help: press Input.' } as Mode],
    ['JSON without the expected fields', { kind: 'json', answer: { reply: 'hello' } } as Mode],
    ['an HTTP error', { kind: 'status', status: 503 } as Mode],
    ['no answer before the timeout', { kind: 'hang' } as Mode],
  ])('falls back to the offline engine on %s', async (_label, m) => {
    model.mode = m;
    const res = await chat('My projector says no signal');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      engine: 'offline',
      model: OFFLINE_MODEL_NAME,
      actionRequired: 'create_ticket',
    });
    expect(res.body.message).toContain('Input or Source');
    expect(received).toHaveLength(1);
  });
});

/** POST /api/ai/chat/stream, its server-sent events read in order. */
async function chatStream(message: string, sessionId?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai/chat/stream',
    headers: { cookie: w.cookies.adminA },
    payload: { message, sessionId },
  });
  const events = res.body
    .split('\n\n')
    .filter((block) => block.startsWith('event: '))
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return { event: eventLine!.slice(7), data: JSON.parse(dataLine!.slice(6)) } as ChatStreamEvent;
    });
  const words = events.flatMap((e) => (e.event === 'delta' ? [e.data.text] : []));
  const last = events.at(-1);
  return { res, events, words, last };
}

const stored = async () =>
  (await call<unknown[]>(t.app, 'GET', '/api/ai/conversations', { cookie: w.cookies.adminA })).body.length;

describe('streamed replies (POST /api/ai/chat/stream)', () => {
  it("sends the model's words as they come, then the reply with Sparky's action, and stores it", async () => {
    model.mode = {
      kind: 'stream',
      words: ['Press **Input** ', 'on the remote ', 'until HDMI 1 ', 'is selected.'],
      delayMs: 5,
    };
    const { res, events, words, last } = await chatStream('My projector says no signal');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(words).toEqual(['Press **Input** ', 'on the remote ', 'until HDMI 1 ', 'is selected.']);
    expect(events.slice(0, 4).every((e) => e.event === 'delta')).toBe(true);
    expect(last?.event).toBe('done');
    const reply = (last as Extract<ChatStreamEvent, { event: 'done' }>).data;
    // The words are the language model's; what the reply does is the action model's.
    expect(reply).toMatchObject({
      message: 'Press **Input** on the remote until HDMI 1 is selected.',
      actionRequired: 'create_ticket',
      suggestedTicketTitle: 'Projector not displaying laptop signal',
      ticket: { category: 'hardware' },
      engine: 'llm',
      model: 'district-helper-7b',
    });
    expect(reply.sources[0]?.id).toBe('projector-no-signal');

    const request = received[0]!;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body.stream).toBe(true);
    expect(request.body.response_format).toBeUndefined();
    expect(request.body.messages[0]!.content).toContain('no JSON');
    expect(request.body.messages[1]!.content).toContain('Decided action: create_ticket.');

    const conversation = await call(t.app, 'GET', `/api/ai/conversations/${reply.sessionId}`, {
      cookie: w.cookies.adminA,
    });
    expect(conversation.body.messages.map((m: { content: string }) => m.content)).toEqual([
      'My projector says no signal',
      'Press **Input** on the remote until HDMI 1 is selected.',
    ]);
  });

  it('escalates a security incident whatever words the model writes', async () => {
    model.mode = { kind: 'stream', words: ['Just change ', 'your password.'] };
    const { last } = await chatStream('I clicked a link in a phishing email and typed my password');
    expect(last).toMatchObject({
      event: 'done',
      data: { engine: 'llm', actionRequired: 'escalate', ticket: { priority: 'critical' } },
    });
  });

  it.each([
    ['no word before the timeout', { kind: 'hang' } as Mode],
    ['an HTTP error', { kind: 'status', status: 503 } as Mode],
    ['a stream that ends with no word', { kind: 'stream', words: [] } as Mode],
    ['a connection broken before the first word', { kind: 'stream', words: [], ending: 'drop' } as Mode],
  ])('answers with the offline engine on %s', async (_label, m) => {
    model.mode = m;
    const { res, words, last } = await chatStream('My projector says no signal');
    expect(res.statusCode).toBe(200);
    expect(last).toMatchObject({
      event: 'done',
      data: { engine: 'offline', model: OFFLINE_MODEL_NAME, actionRequired: 'create_ticket' },
    });
    expect(words).toHaveLength(1);
    expect(words[0]).toContain('Input or Source');
    expect(received).toHaveLength(1);
  });

  it.each([
    ['the model stops answering mid-reply', 'hang' as const],
    ['the connection breaks mid-reply', 'drop' as const],
  ])('says so in plain words, and stores nothing, when %s', async (_label, ending) => {
    const before = await stored();
    model.mode = { kind: 'stream', words: ['Press ', 'Input '], ending };
    const { res, words, events, last } = await chatStream('My projector says no signal');
    expect(res.statusCode).toBe(200);
    expect(words).toEqual(['Press ', 'Input ']);
    expect(last).toEqual({ event: 'error', data: { message: SPARKY_MESSAGES.interrupted } });
    expect(events.some((e) => e.event === 'done')).toBe(false);
    expect(res.body).not.toContain('Internal Server Error');
    expect(await stored()).toBe(before);
  });

  it("answers questions about the district's data from the data, without the model", async () => {
    const { words, last } = await chatStream('show my open tickets');
    expect(last).toMatchObject({
      event: 'done',
      data: { model: DISTRICT_DATA_MODEL, actionRequired: 'none' },
    });
    expect(words).toHaveLength(1);
    expect(received).toHaveLength(0);
  });

  it('refuses before streaming: bad input is a 400, an unknown conversation a 404, a visitor a 401', async () => {
    const empty = await call(t.app, 'POST', '/api/ai/chat/stream', {
      cookie: w.cookies.adminA,
      body: { message: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(SPARKY_MESSAGES.emptyMessage);
    const unknown = await call(t.app, 'POST', '/api/ai/chat/stream', {
      cookie: w.cookies.adminA,
      body: { message: 'hello', sessionId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: SPARKY_MESSAGES.conversationNotFound });
    const visitor = await call(t.app, 'POST', '/api/ai/chat/stream', { body: { message: 'hello' } });
    expect(visitor.status).toBe(401);
    expect(received).toHaveLength(0);
  });
});
