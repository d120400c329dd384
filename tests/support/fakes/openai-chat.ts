import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local server speaking the OpenAI chat-completions API (POST /v1/chat/completions),
 * told per test how to answer: a whole answer (`json`, `raw`), an HTTP error, nothing at all, or a
 * stream of server-sent chunks (`data: {"choices":[{"delta":{"content":"..."}}]}` … `data: [DONE]`)
 * that may stop in the middle, as OpenAI, Ollama and vLLM send them with `stream: true`.
 */
export type FakeModelMode =
  | { kind: 'json'; answer: unknown }
  | { kind: 'raw'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | {
      kind: 'stream';
      words: string[];
      /** Pause before each word. */
      delayMs?: number;
      /** After the words: `done` ends properly; `hang` stops sending; `drop` breaks the connection. */
      ending?: 'done' | 'hang' | 'drop';
    };

export interface FakeModelRequest {
  model?: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
  response_format?: unknown;
}

export interface FakeModel {
  /** The base URL to give as AI_BASE_URL. */
  baseUrl: string;
  mode: FakeModelMode;
  received: { headers: http.IncomingHttpHeaders; body: FakeModelRequest; url: string }[];
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

export async function startFakeModel(initial: FakeModelMode = { kind: 'hang' }): Promise<FakeModel> {
  const open = new Set<http.ServerResponse>();
  const fake: FakeModel = {
    baseUrl: '',
    mode: initial,
    received: [],
    async close() {
      for (const res of open) res.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };

  async function streamWords(res: http.ServerResponse, mode: Extract<FakeModelMode, { kind: 'stream' }>) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(': a comment line, as some servers send\n\n');
    for (const word of mode.words) {
      if (mode.delayMs) await new Promise((r) => setTimeout(r, mode.delayMs));
      if (res.destroyed) return;
      res.write(chunk(word));
    }
    if (mode.ending === 'hang') return;
    if (mode.ending === 'drop') {
      // Let the words leave first, then break the connection without ending the answer.
      await new Promise((r) => setTimeout(r, 30));
      res.destroy();
      return;
    }
    res.write(
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`,
    );
    res.end();
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as FakeModelRequest;
      fake.received.push({ headers: req.headers, body, url: req.url ?? '' });
      const mode = fake.mode;
      open.add(res);
      res.on('close', () => open.delete(res));
      if (mode.kind === 'hang') return;
      if (mode.kind === 'status') {
        res
          .writeHead(mode.status, { 'content-type': 'application/json' })
          .end('{"error":{"message":"overloaded"}}');
        return;
      }
      if (mode.kind === 'stream') {
        void streamWords(res, mode);
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
