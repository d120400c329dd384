import { csatApi } from '@domain/api/csat';
import { CSAT_MESSAGES, CSAT_RATINGS, type CsatRating } from '@domain/csat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { api, errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/locale';
import { BrandMark } from '@/ui/brand-mark';
import { Card } from '@/ui/card';
import { failureToast } from '@/ui/failure-toast';
import { ScreenTitle } from '@/ui/screen-title';
import { LoadingState } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { CsatForm, RatingStars } from './csat-form';

/**
 * /csat/:token, the survey mail's link (see docs/product.md#satisfaction): works signed out. A
 * rating clicked in the mail (?rating=N) is saved as the page opens, once; the comment and a
 * change follow on the page.
 */
export function CsatPage() {
  const { token = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const key = ['csat', token];
  const queryClient = useQueryClient();
  const { t } = useTranslation('csat');
  const locale = useLocale();
  const survey = useQuery({
    queryKey: key,
    queryFn: () => api(csatApi.survey, { params: { token } }),
    retry: false,
  });
  const save = useMutation({
    mutationFn: (body: { rating: CsatRating; comment?: string }) =>
      api(csatApi.answer, { params: { token }, body }),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(key, answer);
      toast({
        title: body.comment === undefined ? CSAT_MESSAGES.saved : CSAT_MESSAGES.changed,
        variant: 'success',
      });
    },
    onError: (err) => failureToast(CSAT_MESSAGES.saveFailed, err),
  });

  const resolvedText = (resolvedAt: string | null, name: string | null) => {
    const date = resolvedAt ? formatDate(resolvedAt, locale) : null;
    if (date && name) return t('page.resolvedOnBy', { date, name });
    if (date) return t('page.resolvedOn', { date });
    if (name) return t('page.resolvedBy', { name });
    return t('page.resolved');
  };

  // The mail's one click: saved once, then taken out of the address (a reload does not save again).
  const clicked = Number(params.get('rating'));
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !survey.data?.open || !CSAT_RATINGS.includes(clicked as CsatRating)) return;
    sent.current = true;
    setParams({}, { replace: true });
    if (survey.data.rating !== clicked) save.mutate({ rating: clicked as CsatRating });
  }, [survey.data, clicked, save, setParams]);

  return (
    <main className="flex min-h-dvh flex-col items-center px-4 py-10">
      <BrandMark className="mb-8" />
      <Card className="w-full max-w-xl p-6 sm:p-8">
        {survey.isPending ? (
          <LoadingState message={t('page.loading')} />
        ) : survey.isError ? (
          <div className="flex flex-col items-center gap-3 text-center">
            <LinkIcon aria-hidden className="size-8 text-subtle-fg" />
            <ScreenTitle className="text-lg font-semibold text-fg">{t('page.linkBroken')}</ScreenTitle>
            <p className="text-sm text-muted-fg">{errorMessage(survey.error) ?? CSAT_MESSAGES.loadFailed}</p>
          </div>
        ) : (
          <div className="flex flex-col gap-5">
            <div>
              <p className="text-sm text-muted-fg">
                {survey.data.districtName} · {survey.data.ticketNumber}
              </p>
              <ScreenTitle className="mt-1 text-xl font-semibold tracking-tight text-fg">
                {survey.data.ticketTitle}
              </ScreenTitle>
              <p className="mt-1 text-sm text-muted-fg">
                {resolvedText(survey.data.resolvedAt, survey.data.technicianName)}
              </p>
            </div>
            {survey.data.rating !== null && survey.data.open && (
              <p
                role="status"
                className="flex items-center gap-2 rounded-lg bg-surface-muted px-3 py-2 text-sm text-fg"
              >
                <CircleCheck aria-hidden className="size-4 text-tone-green-fg" />
                <span>
                  {t('page.thanks')} <RatingStars rating={survey.data.rating} />
                </span>
              </p>
            )}
            <CsatForm
              key={`${survey.data.rating}-${survey.data.comment}`}
              survey={survey.data}
              saving={save.isPending}
              onSave={(answer) => save.mutate(answer)}
            />
          </div>
        )}
      </Card>
    </main>
  );
}
