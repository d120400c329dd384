import { portalApi } from '@domain/api/portal';
import { PORTAL_MESSAGES, type PortalTicketPayload } from '@domain/portal';
import { conversationKey } from '@/features/sparky';
import { useApiMutation } from '@/lib/use-api-mutation';
import { portalKeys } from './portal-keys';

/** POST /api/my/tickets: the portal's short form (after Sparky, about a device, or on its own). */
export function useCreatePortalTicket() {
  return useApiMutation(portalApi.createTicket, {
    input: (body: PortalTicketPayload) => ({ body }),
    failure: PORTAL_MESSAGES.createFailed,
    invalidates: (_answer, body) => [
      portalKeys.all,
      ...(body.sessionId ? [conversationKey(body.sessionId)] : []),
    ],
  });
}
