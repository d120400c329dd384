import type { ChatMessage, SparkyEngineName } from '@domain/sparky';
import { AlertTriangle, BookOpen, Bot, CheckCircle2, PhoneCall, Ticket, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/format';
import { useLocale } from '@/lib/locale';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfidenceBadge } from './confidence-badge';
import { MessageText } from './message-text';
import { ReplyRating } from './reply-rating';

interface ChatMessageProps {
  message: ChatMessage;
  /** Set when the user may create the suggested ticket from this reply (opens the prefilled dialog). */
  onCreateTicket?: () => void;
  /** Opens the article the answer was built on. */
  onOpenArticle: (article: { id: string; title: string }) => void;
  onRate: (helpful: boolean) => void;
  rating: { pending: boolean };
  /** The district's on-call phone, shown with an escalation. */
  onCallPhone: string | null;
  /** The engine Sparky is configured with; a reply from another engine is marked. */
  configuredEngine?: SparkyEngineName;
}

export function ChatMessageView({
  message,
  onCreateTicket,
  onOpenArticle,
  onRate,
  rating,
  onCallPhone,
  configuredEngine,
}: ChatMessageProps) {
  const { t } = useTranslation('sparky');
  const locale = useLocale();
  const fellBack = configuredEngine === 'llm' && message.engine === 'offline';
  if (message.role === 'user') {
    return (
      <div className="flex items-start justify-end gap-3">
        <div className="max-w-[85%] rounded-2xl rounded-tr-sm bg-brand px-4 py-2.5 text-sm leading-relaxed text-brand-fg sm:max-w-[75%]">
          <p className="sr-only">{t('message.youSaid')}</p>
          <p className="break-words whitespace-pre-wrap">{message.content}</p>
          <p className="mt-1 text-right text-[11px] opacity-75">{formatTime(message.timestamp, locale)}</p>
        </div>
        <span className="hidden size-8 shrink-0 items-center justify-center rounded-full bg-surface-muted text-muted-fg sm:flex">
          <User aria-hidden className="size-4" />
        </span>
      </div>
    );
  }

  const action = message.actionRequired ?? 'none';
  return (
    <article className="flex items-start gap-3" aria-label={t('message.reply')}>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-soft-fg">
        <Bot aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 max-w-[92%] flex-1 sm:max-w-[80%]">
        <div
          className={cn(
            'rounded-2xl rounded-tl-sm border bg-surface-muted px-4 py-3 text-sm leading-relaxed text-fg',
            action === 'escalate' ? 'border-tone-red-border' : 'border-border',
          )}
        >
          <MessageText text={message.content} />
          {action !== 'none' && message.suggestedTicketTitle && (
            <div
              className={cn(
                'mt-3 flex flex-col gap-2 rounded-lg border px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between',
                action === 'escalate'
                  ? 'border-tone-red-border bg-tone-red-bg'
                  : 'border-tone-yellow-border bg-tone-yellow-bg',
              )}
            >
              <div className="min-w-0">
                <p className="flex items-center gap-1.5 text-xs font-semibold text-fg">
                  <AlertTriangle aria-hidden className="size-3.5" />
                  {action === 'escalate' ? t('message.escalation') : t('message.suggested')}
                </p>
                <p className="mt-0.5 text-[13px] break-words text-muted-fg">{message.suggestedTicketTitle}</p>
                {action === 'escalate' && onCallPhone && (
                  <p className="mt-1 flex items-center gap-1.5 text-[13px] text-fg">
                    <PhoneCall aria-hidden className="size-3.5 shrink-0" />
                    {t('message.onCall')}{' '}
                    <a href={`tel:${onCallPhone.replace(/[^\d+]/g, '')}`} className="font-semibold underline">
                      {onCallPhone}
                    </a>
                  </p>
                )}
              </div>
              {message.linkedTicket ? (
                <p className="flex shrink-0 items-center gap-1.5 text-[13px] font-medium text-tone-green-fg">
                  <CheckCircle2 aria-hidden className="size-4" />
                  {t('message.created', { number: message.linkedTicket.ticketNumber })}
                </p>
              ) : (
                onCreateTicket && (
                  <Button
                    size="sm"
                    variant={action === 'escalate' ? 'destructive' : 'primary'}
                    onClick={onCreateTicket}
                    className="shrink-0"
                  >
                    <Ticket aria-hidden />
                    {t('message.createTicket')}
                  </Button>
                )
              )}
            </div>
          )}
        </div>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-[11px] text-subtle-fg">
          {message.confidence !== null && <ConfidenceBadge confidence={message.confidence} />}
          {message.sources[0] && (
            <button
              type="button"
              onClick={() => onOpenArticle(message.sources[0]!)}
              className="inline-flex min-w-0 cursor-pointer items-center gap-1 rounded text-tone-blue-fg underline-offset-2 hover:underline"
            >
              <BookOpen aria-hidden className="size-3 shrink-0" />
              <span className="truncate" title={message.sources[0].title}>
                {message.sources[0].title}
              </span>
            </button>
          )}
          {fellBack && (
            <Badge tone="yellow" title={t('message.fallbackTitle')}>
              {t('message.fallback')}
            </Badge>
          )}
          <span>{formatTime(message.timestamp, locale)}</span>
          <ReplyRating rating={message.rating} onRate={onRate} pending={rating.pending} />
        </div>
      </div>
    </article>
  );
}
