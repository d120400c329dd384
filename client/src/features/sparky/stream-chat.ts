import { urlOf } from '@domain/api/endpoint';
import { sparkyApi } from '@domain/api/sparky';
import type { ChatRequest, ChatResponse, ChatStreamEvent } from '@domain/sparky';
import { SPARKY_MESSAGES } from '@domain/sparky';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { HttpError, tabHeaders } from '@/lib/api';

/** A streamed reply that failed after it started: its message is the product's own sentence. */
export class ChatStreamError extends Error {
  override name = 'ChatStreamError';
}

/**
 * POST /api/ai/chat/stream: the reply's words go to `onText` (all of them so far) as the language
 * model writes them; resolves with the stored reply. A refusal throws an HttpError, as any call;
 * a reply cut off in the middle throws a ChatStreamError.
 */
export async function streamChat(
  payload: ChatRequest,
  onText: (soFar: string) => void,
): Promise<ChatResponse> {
  const { method } = sparkyApi.chatStream;
  const res = await fetch(urlOf(sparkyApi.chatStream), {
    method,
    credentials: 'include',
    headers: tabHeaders({ Accept: 'text/event-stream', 'Content-Type': 'application/json' }),
    body: JSON.stringify(payload),
  });
  if (!res.ok || !res.body) {
    throw new HttpError(res.status, await res.text().catch(() => ''), res.statusText);
  }
  const events = res.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  let text = '';
  try {
    for (;;) {
      const { value, done } = await events.read();
      if (done) break;
      const e = { event: value.event, data: JSON.parse(value.data) } as ChatStreamEvent;
      if (e.event === 'delta') {
        text += e.data.text;
        onText(text);
      } else if (e.event === 'done') {
        return e.data;
      } else if (e.event === 'error') {
        throw new ChatStreamError(e.data.message);
      }
    }
  } catch (err) {
    if (err instanceof ChatStreamError) throw err;
    // The connection broke: say it in the product's words, never the browser's.
  } finally {
    events.releaseLock();
  }
  throw new ChatStreamError(SPARKY_MESSAGES.interrupted);
}
