import { attachmentsApi } from '@domain/api/attachments';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { attachmentKeys } from './attachment-keys';

/** A ticket's files the caller may see (its own and its comments'), oldest first. */
export function useTicketAttachments(ticketId: string | null) {
  return useQuery({
    queryKey: attachmentKeys.ofTicket(ticketId ?? 'none'),
    queryFn: () => api(attachmentsApi.list, { params: { id: ticketId! } }),
    enabled: ticketId !== null,
  });
}
