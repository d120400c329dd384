import type { ConversationSummary } from '@domain/sparky';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatRelative } from '@/lib/format';
import { useLocale } from '@/lib/locale';
import { Skeleton } from '@/ui/skeleton';

interface ConversationHistoryProps {
  conversations: ConversationSummary[] | undefined;
  loading: boolean;
  currentId: string | null;
  onOpen: (sessionId: string) => void;
}

/** The user's recent conversations with Sparky in this district. */
export function ConversationHistory({ conversations, loading, currentId, onOpen }: ConversationHistoryProps) {
  const { t } = useTranslation('sparky');
  const locale = useLocale();
  if (loading) {
    return (
      <div className="flex flex-col gap-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (!conversations?.length) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-fg">
        <MessagesSquare aria-hidden className="size-4" />
        {t('history.empty')}
      </p>
    );
  }
  return (
    <ul className="-mx-2 flex flex-col gap-0.5">
      {conversations.map((c) => (
        <li key={c.sessionId}>
          <button
            type="button"
            onClick={() => onOpen(c.sessionId)}
            aria-current={c.sessionId === currentId ? 'true' : undefined}
            className={cn(
              'w-full cursor-pointer rounded-md px-2 py-2 text-left transition-colors hover:bg-surface-hover',
              c.sessionId === currentId && 'bg-surface-muted',
            )}
          >
            <span className="block truncate text-[13px] font-medium text-fg" title={c.title}>
              {c.title}
            </span>
            <span className="block text-xs text-subtle-fg">
              {t('history.meta', {
                when: formatRelative(c.updatedAt, undefined, locale),
                messages: c.messageCount,
              })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
