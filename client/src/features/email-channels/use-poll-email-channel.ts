import { emailChannelsApi } from '@domain/api/email-channels';
import { EMAIL_CHANNEL_MESSAGES as M } from '@domain/email-channels';
import { useApiMutation } from '@/lib/use-api-mutation';
import { emailChannelsKey } from './use-email-channels';
import { emailRunsKey } from './use-email-runs';

/** POST /api/email-channels/:id/poll: queues a run (a job); the history shows it as it goes. */
export const usePollEmailChannel = (districtId: string, channelId: string) =>
  useApiMutation<typeof emailChannelsApi.poll, void>(emailChannelsApi.poll, {
    input: () => ({ params: { id: channelId } }),
    success: M.pollStarted,
    failure: M.pollFailed,
    invalidates: [emailChannelsKey(districtId), emailRunsKey(channelId)],
  });
