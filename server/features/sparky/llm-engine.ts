import { z } from 'zod';
import type { SparkyLanguage } from '../../../domain/sparky-language.ts';
import { type EngineInput, type EngineReply, ReplyInterrupted, type SparkyEngine } from './engine-types.ts';
import type { KnowledgeArticle } from './knowledge/article.ts';
import type { KnowledgeIndex } from './knowledge-index.ts';
import { streamCompletion } from './llm-stream.ts';
import { articleIn } from './offline-answer.ts';
import { analyzeQuestion, type QuestionAnalysis } from './question-analysis.ts';
import type { SparkyModels } from './sparky-model.ts';

export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/**
 * The JSON answer the model must give: the words of the reply. The action and the confidence are
 * Sparky's action model's; whatever the model says about them is ignored.
 */
const modelAnswerSchema = z.object({
  message: z.string().trim().min(1),
  suggestedTicketTitle: z.string().trim().max(200).nullish(),
});

const HISTORY_TURNS = 10;

const SYSTEM_PROMPT = `You are Sparky, the Tier 1 IT support assistant of Five Star, a managed-IT provider for K-12 school districts.
You answer teachers, school staff and district administrators. Be concise, friendly and concrete: give numbered steps.
Base your answer on the knowledge-base articles you are given; if they do not cover the question, say so.
Never invent district-specific facts (phone numbers, addresses, passwords).
What the reply does has already been decided and is given to you as "Decided action"; write the message for it, never a different one:
- "escalate": say plainly that this is being escalated to a technician now, why, and what to do meanwhile;
- "create_ticket": give any steps worth trying, and say a ticket for a technician is suggested;
- "none": answer with the steps; suggest no ticket;
- "clarify": ask one short clarifying question and nothing else.
Answer in the language of the user's question, given as "Question language". In Spanish, write natural US K-12 Spanish with "usted" (contraseña, iniciar sesión, mesa de ayuda, Chromebook, Wi-Fi or red inalámbrica, proyector, impresora); keep product and menu names as the devices show them.
`;

/** How the answer is written: one JSON object (a whole answer), or the message alone (streamed). */
type AnswerFormat = 'json' | 'text';

const FORMAT: Record<AnswerFormat, string> = {
  json: `When the decided action is "escalate" or "create_ticket", give suggestedTicketTitle: a specific ticket title under 80 characters naming the problem and, if known, the room or school, always in English (technicians read it), whatever the language of the question.
Reply with one JSON object and nothing else: {"message": string, "suggestedTicketTitle": string | null}.`,
  text: 'Reply with the message itself, in plain text (Markdown numbered lists are fine): no JSON, no preamble.',
};

/** The articles as context: in Spanish for a Spanish question when they have a Spanish version. */
function articleContext(articles: KnowledgeArticle[], language: SparkyLanguage): string {
  if (articles.length === 0) return 'No knowledge-base article matches this question.';
  return articles
    .map((a, i) => {
      const t = articleIn(a, language);
      const version = t.untranslated
        ? ' (no Spanish version yet: answer in Spanish from this English text)'
        : '';
      return `Article ${i + 1} [${a.id}]${version}: ${t.title}\n${t.summary}\nSteps:\n${t.steps.map((s, n) => `${n + 1}. ${s}`).join('\n')}\nWhen the steps are not enough: ${t.escalation}\nUsual action: ${a.action}; ticket title: ${a.ticketTitle}`;
    })
    .join('\n\n');
}

const LANGUAGE_NOTE: Record<SparkyLanguage, string> = {
  en: 'Question language: English (en).',
  es: 'Question language: Spanish (es). Write the message in Spanish.',
};

const SERIOUS: Record<string, string> = {
  security: 'a security incident',
  safety: 'a student-safety issue',
  equipment: 'equipment or data at risk',
  outage: 'an outage affecting many people',
  emergency: 'an emergency',
};

/** What the action model decided, told to the language model as a fact to write for. */
function decisionNote(a: QuestionAnalysis): string {
  if (a.clarify) return 'Decided action: clarify (the message is unclear, off-topic or not covered).';
  const why =
    a.action === 'escalate' && a.signals.serious
      ? ` The message describes ${SERIOUS[a.signals.serious]}.`
      : '';
  const title = a.draft ? ` Suggested ticket title: ${a.draft.title}.` : '';
  return `Decided action: ${a.action}.${why}${title}`;
}

/** The chat-completions request for a question. */
export function buildMessages(input: EngineInput, analysis: QuestionAnalysis, format: AnswerFormat = 'json') {
  const context = analysis.matches.filter((m) => m.coverage > 0).map((m) => m.article);
  return [
    { role: 'system', content: `${SYSTEM_PROMPT}${FORMAT[format]}` },
    {
      role: 'system',
      content: `Knowledge-base articles:\n\n${articleContext(context, analysis.language)}\n\n${decisionNote(analysis)}\n${LANGUAGE_NOTE[analysis.language]}`,
    },
    ...input.history.slice(-HISTORY_TURNS).map((t) => ({ role: t.role, content: t.content })),
    { role: 'user', content: input.message },
  ];
}

/** Reads the model's JSON, tolerating a Markdown code fence around it. */
export function parseModelAnswer(content: unknown) {
  if (typeof content !== 'string') throw new Error('the answer has no text content');
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let json: unknown;
  try {
    json = JSON.parse(unfenced);
  } catch {
    throw new Error('the answer is not valid JSON');
  }
  const parsed = modelAnswerSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`the answer does not have the expected fields (${parsed.error.issues[0]?.message})`);
  return parsed.data;
}

/**
 * The language-model engine: an OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM)
 * answers with the retrieved articles as context. Any error or a timeout makes `fallback` answer.
 */
export function createLlmEngine(opts: {
  settings: LlmSettings;
  index: KnowledgeIndex;
  models: SparkyModels;
  fallback: (analysis: QuestionAnalysis, input: EngineInput) => EngineReply;
  onFallback?: (reason: string) => void;
  fetchImpl?: typeof fetch;
}): SparkyEngine {
  const { settings, index, models, fallback } = opts;
  const doFetch = opts.fetchImpl ?? fetch;
  const url = `${settings.baseUrl}/chat/completions`;

  async function ask(input: EngineInput, analysis: QuestionAnalysis) {
    let res: Response;
    try {
      res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          messages: buildMessages(input, analysis),
          temperature: 0.2,
          response_format: { type: 'json_object' },
        }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (err) {
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new Error(`no answer within ${settings.timeoutMs} ms`);
      throw new Error(`the model could not be reached (${(err as Error).message})`);
    }
    if (!res.ok) throw new Error(`the model answered HTTP ${res.status}`);
    const body = (await res.json().catch(() => null)) as {
      choices?: { message?: { content?: unknown } }[];
    } | null;
    return parseModelAnswer(body?.choices?.[0]?.message?.content);
  }

  return {
    name: 'llm',
    model: settings.model,
    async reply(input: EngineInput): Promise<EngineReply> {
      const analysis = analyzeQuestion(input.knowledge ?? index, models, input);
      let answer: Awaited<ReturnType<typeof ask>>;
      try {
        answer = await ask(input, analysis);
      } catch (err) {
        const reason = (err as Error).message;
        opts.onFallback?.(reason);
        return { ...fallback(analysis, input), fallbackReason: reason };
      }
      return modelReply(analysis, answer.message, answer.suggestedTicketTitle);
    },

    async stream(input, emit, signal) {
      const analysis = analyzeQuestion(input.knowledge ?? index, models, input);
      let words = '';
      try {
        for await (const text of streamCompletion({
          url,
          apiKey: settings.apiKey,
          body: {
            model: settings.model,
            messages: buildMessages(input, analysis, 'text'),
            temperature: 0.2,
          },
          timeoutMs: settings.timeoutMs,
          signal,
          fetchImpl: opts.fetchImpl,
        })) {
          words += text;
          emit(text);
        }
        if (!words.trim()) throw new Error('the answer is empty');
      } catch (err) {
        if (signal?.aborted) throw err;
        const reason = (err as Error).message;
        if (words.trim()) throw new ReplyInterrupted(reason);
        // Nothing worth reading arrived: the offline engine answers, as for a whole answer.
        opts.onFallback?.(reason);
        const reply = fallback(analysis, input);
        emit(reply.message);
        return { ...reply, fallbackReason: reason };
      }
      return modelReply(analysis, words.trim(), null);
    },
  };

  /** The action model decides what the reply does; the language model only writes its words. */
  function modelReply(
    analysis: QuestionAnalysis,
    message: string,
    title: string | null | undefined,
  ): EngineReply {
    const { action, draft } = analysis;
    const context = analysis.matches.filter((m) => m.coverage > 0).map((m) => m.article);
    return {
      message,
      actionRequired: action,
      suggestedTicketTitle: action === 'none' ? null : title || draft!.title,
      confidence: analysis.confidence,
      sources: analysis.clarify
        ? []
        : context.map((a) => ({ id: a.id, title: articleIn(a, analysis.language).title })),
      ticket: draft?.ticket ?? null,
      engine: 'llm',
      model: settings.model,
    };
  }
}
