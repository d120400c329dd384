import { portalApi } from '@domain/api/portal';
import type { PortalTicketPayload } from '@domain/portal';
import { useTranslation } from 'react-i18next';
import { conversationKey } from '@/features/sparky';
import { useApiMutation } from '@/lib/use-api-mutation';
import { portalKeys } from './portal-keys';

/** POST /api/my/tickets: the portal's short form (after Sparky, about a device, or on its own). */
export function useCreatePortalTicket() {
  const { t } = useTranslation('portal');
  return useApiMutation(portalApi.createTicket, {
    input: (body: PortalTicketPayload) => ({ body }),
    failure: { title: t('messages.createFailed.title'), description: t('messages.createFailed.description') },
    invalidates: (_answer, body) => [
      portalKeys.all,
      ...(body.sessionId ? [conversationKey(body.sessionId)] : []),
    ],
  });
}
