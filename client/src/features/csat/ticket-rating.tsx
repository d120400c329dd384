import { csatApi } from '@domain/api/csat';
import { CSAT_MESSAGES } from '@domain/csat';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { CsatForm } from './csat-form';

const key = (ticketId: string) => ['csat', 'ticket', ticketId];

/**
 * The rating of a resolved ticket on /help (see docs/product.md#satisfaction): the same survey as
 * the mail's link. Nothing before the ticket is resolved.
 */
export function TicketRating({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('csat');
  const query = useQuery({
    queryKey: key(ticketId),
    queryFn: () => api(csatApi.ofTicket, { params: { id: ticketId } }),
  });
  const save = useApiMutation(csatApi.answerTicket, {
    input: (body: { rating: 1 | 2 | 3 | 4 | 5; comment: string }) => ({ params: { id: ticketId }, body }),
    success: CSAT_MESSAGES.saved,
    failure: CSAT_MESSAGES.saveFailed,
    invalidates: [key(ticketId)],
  });
  const survey = query.data?.survey;
  if (!survey) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('ticket.title')}</CardTitle>
        <CardDescription>{t('ticket.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <CsatForm
          key={`${survey.rating}-${survey.comment}`}
          survey={survey}
          saving={save.isPending}
          onSave={(answer) => save.mutate(answer)}
        />
      </CardContent>
    </Card>
  );
}
