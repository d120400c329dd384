import {
  CSAT_COMMENT_MAX,
  CSAT_OPEN_DAYS,
  CSAT_RATING_LABELS,
  CSAT_RATINGS,
  type CsatRating,
  type CsatSurvey,
} from '@domain/csat';
import type { TFunction } from 'i18next';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/locale';
import { Button } from '@/ui/button';
import { Textarea } from '@/ui/textarea';

/** "4 of 5 · Happy". */
export const ratingText = (rating: number, t: TFunction<'csat'>) =>
  t('rating.text', {
    rating,
    label: rating in CSAT_RATING_LABELS ? t(`rating.labels.r${rating as CsatRating}`) : '',
  });

/** Five stars, `rating` of them filled, with the rating said in words (never by the stars alone). */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation('csat');
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-fg">
      <span aria-hidden className="inline-flex">
        {CSAT_RATINGS.map((r) => (
          <Star
            key={r}
            className={cn(
              'size-4',
              r <= rating ? 'fill-tone-yellow-solid text-tone-yellow-solid' : 'text-subtle-fg',
            )}
          />
        ))}
      </span>
      <span>{ratingText(rating, t)}</span>
    </span>
  );
}

/**
 * The answer of a survey (the public page and /help): five ratings as one radio group (arrow keys
 * move between them), an optional comment, and Save. A closed survey shows the answer given.
 */
export function CsatForm({
  survey,
  saving,
  onSave,
}: {
  survey: CsatSurvey;
  saving: boolean;
  onSave: (answer: { rating: CsatRating; comment: string }) => void;
}) {
  const [rating, setRating] = useState<CsatRating | null>((survey.rating as CsatRating | null) ?? null);
  const [comment, setComment] = useState(survey.comment ?? '');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const { t } = useTranslation('csat');
  const locale = useLocale();
  if (!survey.open)
    return (
      <div className="flex flex-col gap-2 text-sm text-muted-fg">
        {survey.rating ? (
          <p>
            {t('form.yourRating')} <RatingStars rating={survey.rating} />
          </p>
        ) : (
          <p>{t('form.notRated')}</p>
        )}
        {survey.comment && <p className="whitespace-pre-wrap text-fg">“{survey.comment}”</p>}
        <p>{t('form.closed', { date: formatDate(survey.closesAt, locale) })}</p>
      </div>
    );
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!rating) return setMissing(true);
        onSave({ rating, comment: comment.trim() });
      }}
    >
      <fieldset aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend className="mb-2 text-sm font-medium text-fg">{t('form.question')}</legend>
        <div className="grid grid-cols-5 gap-2">
          {[...CSAT_RATINGS].map((r) => (
            <label
              key={r}
              className={cn(
                'flex min-h-16 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border px-1 py-2 text-center text-xs',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                rating === r
                  ? 'border-brand bg-brand-soft text-fg'
                  : 'border-border text-muted-fg hover:bg-surface-muted',
              )}
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={r}
                checked={rating === r}
                onChange={() => {
                  setRating(r);
                  setMissing(false);
                }}
                className="sr-only"
              />
              <span className="text-lg font-semibold text-fg">{r}</span>
              <span>{t(`rating.labels.r${r}`)}</span>
            </label>
          ))}
        </div>
        {missing && (
          <p id={`${id}-missing`} className="mt-2 text-sm text-tone-red-fg">
            {t('form.missing')}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium text-fg">
          {t('form.comment')} <span className="font-normal text-muted-fg">{t('form.optional')}</span>
        </label>
        <Textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={CSAT_COMMENT_MAX}
          onChange={(e) => setComment(e.target.value)}
          placeholder={t('form.placeholder')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {survey.rating ? t('form.saveChanges') : t('form.send')}
        </Button>
        <p className="text-xs text-muted-fg">
          {t('form.changeUntil', { date: formatDate(survey.closesAt, locale), days: CSAT_OPEN_DAYS })}
        </p>
      </div>
    </form>
  );
}
