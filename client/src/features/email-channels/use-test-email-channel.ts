import { emailChannelsApi } from '@domain/api/email-channels';
import { EMAIL_CHANNEL_MESSAGES as M } from '@domain/email-channels';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /api/email-channels/:id/test: `{ ok, message }` says what failed (shown beside the button). */
export const useTestEmailChannel = (channelId: string) =>
  useApiMutation<typeof emailChannelsApi.test, void>(emailChannelsApi.test, {
    input: () => ({ params: { id: channelId } }),
    failure: M.testFailed,
  });
