import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** "Was this helpful?" under an answer: two toggle buttons, the chosen one pressed. */
export function ReplyRating({
  rating,
  onRate,
  pending,
}: {
  rating: boolean | null;
  onRate: (helpful: boolean) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('sparky');
  const button = (helpful: boolean) => {
    const Icon = helpful ? ThumbsUp : ThumbsDown;
    const pressed = rating === helpful;
    return (
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={helpful ? t('rating.helpful') : t('rating.notHelpful')}
        title={helpful ? t('rating.helpful') : t('rating.notHelpful')}
        disabled={pending}
        onClick={() => onRate(helpful)}
        className={cn(
          'inline-flex size-7 cursor-pointer items-center justify-center rounded-md transition-colors hover:bg-surface-hover hover:text-fg disabled:cursor-default disabled:opacity-60',
          pressed ? (helpful ? 'text-tone-green-fg' : 'text-tone-red-fg') : 'text-subtle-fg',
        )}
      >
        <Icon aria-hidden className={cn('size-3.5', pressed && 'fill-current')} />
      </button>
    );
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of two toggle buttons
    <span role="group" aria-label={t('rating.group')} className="inline-flex items-center">
      {button(true)}
      {button(false)}
    </span>
  );
}
