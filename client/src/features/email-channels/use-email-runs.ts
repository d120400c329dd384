import { emailChannelsApi } from '@domain/api/email-channels';
import type { EmailChannelRun } from '@domain/email-channels';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const emailRunsKey = (channelId: string) => ['email-channels', 'runs', channelId] as const;

const unfinished = (runs: EmailChannelRun[] | undefined) =>
  runs?.some((r) => r.status === 'queued' || r.status === 'running');

/** GET /api/email-channels/:id/runs: the run history, read again while a run waits or reads. */
export function useEmailRuns(channelId: string) {
  return useQuery({
    queryKey: emailRunsKey(channelId),
    queryFn: () => api(emailChannelsApi.runs, { params: { id: channelId } }),
    refetchInterval: (query) => (unfinished(query.state.data) ? 1500 : false),
  });
}
