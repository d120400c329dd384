import { z } from 'zod';
import { CHAT_ACTIONS, mostSerious } from '../../../domain/sparky.ts';
import { draftTicket } from './action-rules.ts';
import type { EngineInput, EngineReply, SparkyEngine } from './engine-types.ts';
import type { KnowledgeArticle } from './knowledge/article.ts';
import type { KnowledgeIndex } from './knowledge-index.ts';
import { analyzeQuestion, type QuestionAnalysis } from './question-analysis.ts';

export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** The JSON answer the model must give (the Chat response of spec 3, less what the server adds). */
const modelAnswerSchema = z.object({
  message: z.string().trim().min(1),
  actionRequired: z.enum(CHAT_ACTIONS),
  suggestedTicketTitle: z.string().trim().max(200).nullish(),
  confidence: z.coerce.number().transform((n) => Math.min(1, Math.max(0, n))),
});

const HISTORY_TURNS = 10;

const SYSTEM_PROMPT = `You are Sparky, the Tier 1 IT support assistant of Five Star, a managed-IT provider for K-12 school districts.
You answer teachers, school staff and district administrators. Be concise, friendly and concrete: give numbered steps.
Base your answer on the knowledge-base articles you are given; if they do not cover the question, say so and suggest a ticket.
Never invent district-specific facts (phone numbers, addresses, passwords).
Choose actionRequired:
- "escalate" for outages affecting many people, security incidents (clicked phishing links, compromised accounts, malware), student-safety issues, and urgent problems the articles cannot solve;
- "create_ticket" when a technician is needed (damage, repairs, purchases, access changes, or the steps did not help);
- "none" when the user can solve it with the steps.
When actionRequired is not "none", give suggestedTicketTitle: a specific ticket title under 80 characters naming the problem and, if known, the room or school.
confidence is a number from 0 to 1: how sure you are that your answer solves the question.
Reply with one JSON object and nothing else: {"message": string, "actionRequired": "none" | "escalate" | "create_ticket", "suggestedTicketTitle": string | null, "confidence": number}.`;

function articleContext(articles: KnowledgeArticle[]): string {
  if (articles.length === 0) return 'No knowledge-base article matches this question.';
  return articles
    .map(
      (a, i) =>
        `Article ${i + 1} [${a.id}]: ${a.title}\n${a.summary}\nSteps:\n${a.steps.map((s, n) => `${n + 1}. ${s}`).join('\n')}\nWhen the steps are not enough: ${a.escalation}\nUsual action: ${a.action}; ticket title: ${a.ticketTitle}`,
    )
    .join('\n\n');
}

function ruleHints(a: QuestionAnalysis): string {
  const hints = [
    a.signals.securityIncident && 'the message describes a security incident',
    a.signals.outage && 'the message describes an outage affecting many people',
    a.signals.studentSafety && 'the message describes a student-safety issue',
    a.signals.urgent && 'the user says it is urgent',
    a.signals.damage && 'the message describes physical damage',
  ].filter(Boolean);
  return hints.length ? `Notes from the support rules: ${hints.join('; ')}.` : '';
}

/** The chat-completions request for a question. */
export function buildMessages(input: EngineInput, analysis: QuestionAnalysis) {
  const context = analysis.matches.filter((m) => m.coverage > 0).map((m) => m.article);
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    {
      role: 'system',
      content: `Knowledge-base articles:\n\n${articleContext(context)}\n\n${ruleHints(analysis)}`.trim(),
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
  fallback: (analysis: QuestionAnalysis) => EngineReply;
  onFallback?: (reason: string) => void;
  fetchImpl?: typeof fetch;
}): SparkyEngine {
  const { settings, index, fallback } = opts;
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
      const analysis = analyzeQuestion(index, input);
      let answer: Awaited<ReturnType<typeof ask>>;
      try {
        answer = await ask(input, analysis);
      } catch (err) {
        const reason = (err as Error).message;
        opts.onFallback?.(reason);
        return { ...fallback(analysis), fallbackReason: reason };
      }
      // The safety rules stay in force whatever the model says.
      const ruleAction =
        analysis.signals.securityIncident || analysis.signals.outage || analysis.signals.studentSafety
          ? 'escalate'
          : 'none';
      const action = mostSerious(answer.actionRequired, ruleAction);
      const draft =
        action === 'none'
          ? null
          : action === analysis.action && analysis.draft
            ? analysis.draft
            : draftTicket({
                message: input.message,
                article: analysis.article,
                action,
                signals: analysis.signals,
              });
      const context = analysis.matches.filter((m) => m.coverage > 0).map((m) => m.article);
      return {
        message: answer.message,
        actionRequired: action,
        suggestedTicketTitle: action === 'none' ? null : answer.suggestedTicketTitle || draft!.title,
        confidence: Math.round(answer.confidence * 100) / 100,
        sources: context.map((a) => ({ id: a.id, title: a.title })),
        ticket: draft?.ticket ?? null,
        engine: 'llm',
        model: settings.model,
      };
    },
  };
}
