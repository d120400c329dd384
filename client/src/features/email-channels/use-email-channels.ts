import { emailChannelsApi } from '@domain/api/email-channels';
import type { EmailChannel } from '@domain/email-channels';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/email-channels of one district, cached under the district's id. */
export const emailChannelsKey = (districtId: string) => ['email-channels', districtId] as const;

const reading = (channels: EmailChannel[] | undefined) =>
  channels?.some((c) => c.lastRun?.status === 'queued' || c.lastRun?.status === 'running');

/** The district's mailboxes, read again every few seconds while one of them is being read. */
export function useEmailChannels(districtId: string) {
  return useQuery({
    queryKey: emailChannelsKey(districtId),
    queryFn: () => api(emailChannelsApi.list, { query: { districtId } }),
    refetchInterval: (query) => (reading(query.state.data) ? 2000 : false),
  });
}
