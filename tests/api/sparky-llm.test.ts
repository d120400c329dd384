import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ChatResponse, OFFLINE_MODEL_NAME } from '../../domain/sparky.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A small local server speaking the OpenAI chat-completions API, told per test how to answer:
 * with valid JSON, malformed content, an HTTP error, or not at all before the timeout.
 */
type Mode =
  | { kind: 'json'; answer: unknown }
  | { kind: 'raw'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

let mode: Mode;
interface ModelRequest {
  model?: string;
  messages: { role: string; content: string }[];
  response_format?: unknown;
}
const received: { headers: http.IncomingHttpHeaders; body: ModelRequest; url: string }[] = [];
const hanging = new Set<http.ServerResponse>();

const model = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    received.push({ headers: req.headers, body: JSON.parse(raw || '{}'), url: req.url ?? '' });
    if (mode.kind === 'hang') {
      hanging.add(res);
      return;
    }
    if (mode.kind === 'status') {
      res
        .writeHead(mode.status, { 'content-type': 'application/json' })
        .end('{"error":{"message":"overloaded"}}');
      return;
    }
    const content = mode.kind === 'json' ? JSON.stringify(mode.answer) : mode.content;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    );
  });
});

let t: TestApp;
let w: World;

beforeAll(async () => {
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const { port } = model.address() as AddressInfo;
  t = await createTestApp({
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'district-helper-7b',
    AI_TIMEOUT_MS: '300',
    RATE_LIMIT_CHAT: '1000',
  });
  w = await makeWorld(t.app, t.db, { tierA: 'ascend' });
});
afterAll(async () => {
  await t.close();
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => model.close(resolve));
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
    mode = {
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

  it("accepts an answer wrapped in a code fence and keeps the model's ticket title", async () => {
    const answer = {
      message: 'This needs a technician.',
      actionRequired: 'create_ticket',
      suggestedTicketTitle: 'Replace cracked Chromebook screen',
      confidence: 0.7,
    };
    mode = { kind: 'raw', content: `\`\`\`json\n${JSON.stringify(answer)}\n\`\`\`` };
    const res = await chat('A student cracked a Chromebook screen');
    expect(res.body).toMatchObject({
      engine: 'llm',
      actionRequired: 'create_ticket',
      suggestedTicketTitle: 'Replace cracked Chromebook screen',
      ticket: { priority: 'medium', category: 'hardware' },
    });
  });

  it('takes the action from the action model whatever the language model says: a security incident is escalated', async () => {
    mode = {
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
    mode = m;
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
