import { EventSourceParserStream } from 'eventsource-parser/stream';

export interface CompletionRequest {
  url: string;
  apiKey: string;
  /** The chat-completions body; `stream: true` is added here. */
  body: Record<string, unknown>;
  /** Longest wait for the first word, and then between two words. */
  timeoutMs: number;
  /** Aborted when nobody waits for the answer any more (the asker went away). */
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/** One server-sent chunk of an OpenAI-compatible streamed completion (only what Sparky reads). */
interface CompletionChunk {
  choices?: { delta?: { content?: unknown } }[];
  error?: { message?: unknown };
}

class Timeout extends Error {
  override name = 'TimeoutError';
}

/**
 * The words of a chat completion as the model writes them: an OpenAI-compatible endpoint (OpenAI,
 * Ollama, vLLM) asked with `stream: true` answers server-sent events `data: {chunk}`, ending with
 * `data: [DONE]`. Throws, with a reason fit for the log, on an HTTP error, an error chunk, a broken
 * connection or when no word comes within `timeoutMs`; the caller tells by what it already
 * received whether that happened before the first word or in the middle of the answer.
 */
export async function* streamCompletion(req: CompletionRequest): AsyncGenerator<string> {
  const doFetch = req.fetchImpl ?? fetch;
  const abort = new AbortController();
  const stop = () => abort.abort(req.signal?.reason);
  req.signal?.addEventListener('abort', stop, { once: true });
  let timer: NodeJS.Timeout | undefined;
  let words = 0;
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(() => abort.abort(new Timeout()), req.timeoutMs);
  };
  wait();
  try {
    const res = await doFetch(req.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(req.apiKey ? { authorization: `Bearer ${req.apiKey}` } : {}),
      },
      body: JSON.stringify({ ...req.body, stream: true }),
      signal: abort.signal,
    });
    if (!res.ok) throw new Error(`the model answered HTTP ${res.status}`);
    if (!res.body) throw new Error('the answer has no body');
    const reader = res.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
    for (;;) {
      const { value: event, done } = await reader.read();
      if (done) break;
      if (event.data === '[DONE]') break;
      const chunk = readChunk(event.data);
      if (chunk.error) throw new Error(`the model reported an error (${String(chunk.error.message)})`);
      const text = chunk.choices?.[0]?.delta?.content;
      if (typeof text === 'string' && text !== '') {
        words++;
        wait();
        yield text;
      }
    }
  } catch (err) {
    if (req.signal?.aborted) throw err;
    if (abort.signal.reason instanceof Timeout) {
      throw new Error(
        words === 0
          ? `no answer within ${req.timeoutMs} ms`
          : `the model stopped answering for ${req.timeoutMs} ms`,
      );
    }
    const message = (err as Error).message;
    throw new Error(
      message.startsWith('the model') || message.startsWith('the answer')
        ? message
        : words === 0
          ? `the model could not be reached (${message})`
          : `the connection to the model broke (${message})`,
    );
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', stop);
    // Ends the request if it is still open (an early return or an error of ours).
    abort.abort();
  }
}

function readChunk(data: string): CompletionChunk {
  try {
    const json: unknown = JSON.parse(data);
    if (typeof json === 'object' && json !== null) return json as CompletionChunk;
  } catch {
    // fall through
  }
  throw new Error('the answer is not a valid stream chunk');
}
