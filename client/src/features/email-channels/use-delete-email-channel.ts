import { emailChannelsApi } from '@domain/api/email-channels';
import { EMAIL_CHANNEL_MESSAGES as M } from '@domain/email-channels';
import { useApiMutation } from '@/lib/use-api-mutation';
import { emailChannelsKey } from './use-email-channels';

export const useDeleteEmailChannel = (districtId: string) =>
  useApiMutation(emailChannelsApi.remove, {
    input: (id: string) => ({ params: { id } }),
    success: M.removed,
    failure: M.removeFailed,
    invalidates: [emailChannelsKey(districtId)],
  });
