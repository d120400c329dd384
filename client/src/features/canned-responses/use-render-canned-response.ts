import { cannedResponsesApi } from '@domain/api/canned-responses';
import { CANNED_MESSAGES } from '@domain/canned-responses';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /api/canned-responses/:id/render: the response filled in for a ticket (no toast on success). */
export const useRenderCannedResponse = () =>
  useApiMutation(cannedResponsesApi.render, {
    input: ({ id, ticketId }: { id: string; ticketId: string }) => ({ params: { id }, body: { ticketId } }),
    failure: CANNED_MESSAGES.renderFailed,
  });
