import { SUGGESTED_TOPICS } from '@domain/sparky';
import { HardDrive, KeyRound, type LucideIcon, ScrollText, Wifi } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<string, LucideIcon> = {
  'Password resets': KeyRound,
  'Network issues': Wifi,
  'Hardware problems': HardDrive,
  'License management': ScrollText,
};

/**
 * Suggested-topic chips; each one asks its question. While a reply is on its way they are marked
 * disabled but stay focusable, so the row (which scrolls sideways on a phone) is still reachable.
 */
export function TopicChips({ onPick, disabled }: { onPick: (prompt: string) => void; disabled: boolean }) {
  const { t } = useTranslation('sparky');
  return (
    <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-0.5 sm:flex-wrap" aria-label={t('topics')}>
      {SUGGESTED_TOPICS.map((topic) => {
        const Icon = ICONS[topic.label] ?? KeyRound;
        return (
          <li key={topic.label} className="shrink-0">
            <button
              type="button"
              aria-disabled={disabled}
              onClick={() => !disabled && onPick(topic.prompt)}
              className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border border-border bg-surface px-3 text-[13px] font-medium text-muted-fg transition-colors hover:border-border-strong hover:bg-surface-hover hover:text-fg aria-disabled:pointer-events-none aria-disabled:opacity-50"
            >
              <Icon aria-hidden className="size-3.5" />
              {topic.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
