import type {
  ArticleRef,
  ChatAction,
  ChatRole,
  SparkyEngineName,
  TicketSuggestion,
} from '../../../domain/sparky.ts';

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
}
