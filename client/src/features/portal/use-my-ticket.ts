import { ticketsApi } from '@domain/api/tickets';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { portalKeys } from './portal-keys';

/** One of the caller's tickets and its public conversation (GET /api/tickets/:id/details). */
export function useMyTicket(id: string) {
  return useQuery({
    queryKey: portalKeys.ticket(id),
    queryFn: () => api(ticketsApi.details, { params: { id } }),
    refetchOnWindowFocus: true,
  });
}

/** A reply to the IT team on one's own ticket (POST /api/tickets/:id/comments: public for a requester). */
export function useReply(id: string) {
  const { t } = useTranslation('portal');
  return useApiMutation(ticketsApi.comment, {
    input: (body: string) => ({ params: { id }, body: { body } }),
    success: t('messages.replyAdded'),
    failure: { title: t('messages.replyFailed.title'), description: t('messages.replyFailed.description') },
    invalidates: [portalKeys.ticket(id), portalKeys.all],
  });
}
