import type { AiStatus, ChatMessage } from '@domain/sparky';
import { sessionBadge } from '@domain/sparky';
import { Cpu, Hash, Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';

interface SparkyBadgesProps {
  status: AiStatus | undefined;
  /** The latest reply: it says which engine really answered (the model may have fallen back). */
  lastReply: ChatMessage | undefined;
  sessionId: string | null;
}

/** Online, the model that powers Sparky, Tier 1 Support, and the session badge. */
export function SparkyBadges({ status, lastReply, sessionId }: SparkyBadgesProps) {
  const { t } = useTranslation('sparky');
  const fellBack = status?.engine === 'llm' && lastReply?.engine === 'offline';
  const model = fellBack ? lastReply?.model : status?.model;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone="green" dot>
        {t('badges.online')}
      </Badge>
      {model && (
        <Badge
          tone={fellBack ? 'yellow' : 'purple'}
          title={
            fellBack
              ? t('badges.fellBack', { model: status?.model })
              : status?.engine === 'llm'
                ? t('badges.llm')
                : t('badges.offline')
          }
        >
          <Cpu aria-hidden />
          {model}
        </Badge>
      )}
      <Badge tone="blue">
        <Headset aria-hidden />
        {t('badges.tier1')}
      </Badge>
      <Badge
        tone="neutral"
        title={sessionId ? t('badges.session', { id: sessionId }) : t('badges.newSessionTitle')}
      >
        <Hash aria-hidden />
        {sessionId ? t('badges.session', { id: sessionBadge(sessionId) }) : t('badges.newSession')}
      </Badge>
    </div>
  );
}
