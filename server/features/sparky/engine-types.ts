import type {
  ArticleRef,
  ChatAction,
  ChatRole,
  SparkyEngineName,
  TicketSuggestion,
} from '../../../domain/sparky.ts';
import type { KnowledgeIndex } from './knowledge-index.ts';

/** One earlier message of the conversation, as an engine sees it. */
export interface EngineTurn {
  role: ChatRole;
  content: string;
  sources: ArticleRef[];
}

export interface EngineInput {
  message: string;
  /** Earlier messages, oldest first. */
  history: EngineTurn[];
  /** The articles the asker may be answered from (the provider's knowledge base); else the built-in ones. */
  knowledge?: KnowledgeIndex;
}

export interface EngineReply {
  message: string;
  actionRequired: ChatAction;
  suggestedTicketTitle: string | null;
  confidence: number;
  sources: ArticleRef[];
  ticket: TicketSuggestion | null;
  engine: SparkyEngineName;
  model: string;
  /** Why the language model did not answer, when the offline engine stood in. */
  fallbackReason?: string;
}

export interface SparkyEngine {
  readonly name: SparkyEngineName;
  readonly model: string;
  reply(input: EngineInput): Promise<EngineReply>;
  /**
   * The same reply, its words handed to `emit` as they are written (the offline engine's all at
   * once). Before the first word any failure makes the offline engine answer; after it, the reply
   * throws a `ReplyInterrupted`.
   */
  stream(input: EngineInput, emit: (text: string) => void, signal?: AbortSignal): Promise<EngineReply>;
}

/** The language model stopped in the middle of a reply: the words sent so far cannot be finished. */
export class ReplyInterrupted extends Error {
  override name = 'ReplyInterrupted';
}
