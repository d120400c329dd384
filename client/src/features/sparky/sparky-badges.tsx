import type { AiStatus, ChatMessage } from '@domain/sparky';
import { sessionBadge } from '@domain/sparky';
import { Cpu, Hash, Headset } from 'lucide-react';
import { Badge } from '@/ui/badge';

interface SparkyBadgesProps {
  status: AiStatus | undefined;
  /** The latest reply: it says which engine really answered (the model may have fallen back). */
  lastReply: ChatMessage | undefined;
  sessionId: string | null;
}

/** Online, the model that powers Sparky, Tier 1 Support, and the session badge. */
export function SparkyBadges({ status, lastReply, sessionId }: SparkyBadgesProps) {
  const fellBack = status?.engine === 'llm' && lastReply?.engine === 'offline';
  const model = fellBack ? lastReply?.model : status?.model;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone="green" dot>
        Online
      </Badge>
      {model && (
        <Badge
          tone={fellBack ? 'yellow' : 'purple'}
          title={
            fellBack
              ? `The language model ${status?.model} did not answer; the offline knowledge base did.`
              : status?.engine === 'llm'
                ? 'Answers come from a language model with the knowledge base as context.'
                : 'Answers come from the built-in knowledge base; no internet needed.'
          }
        >
          <Cpu aria-hidden />
          {model}
        </Badge>
      )}
      <Badge tone="blue">
        <Headset aria-hidden />
        Tier 1 Support
      </Badge>
      <Badge
        tone="neutral"
        title={sessionId ? `Session ${sessionId}` : 'A new session starts with your first message'}
      >
        <Hash aria-hidden />
        {sessionId ? `Session ${sessionBadge(sessionId)}` : 'New session'}
      </Badge>
    </div>
  );
}
