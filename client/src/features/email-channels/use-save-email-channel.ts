import { emailChannelsApi } from '@domain/api/email-channels';
import {
  type CreateEmailChannelPayload,
  EMAIL_CHANNEL_MESSAGES as M,
  type UpdateEmailChannelPayload,
} from '@domain/email-channels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { emailChannelsKey } from './use-email-channels';

export type SaveEmailChannel =
  | { id?: undefined; payload: CreateEmailChannelPayload }
  | { id: string; payload: UpdateEmailChannelPayload };

const saveChannel = (input: SaveEmailChannel) =>
  input.id
    ? api(emailChannelsApi.update, { params: { id: input.id }, body: input.payload })
    : api(emailChannelsApi.create, { body: input.payload as CreateEmailChannelPayload });

/** A new mailbox (POST) or every field of one (PUT; an empty password keeps the saved one). */
export function useSaveEmailChannel(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChannel,
    onSuccess: async (_answer, input) => {
      toast({ title: input.id ? M.saved : M.created, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: emailChannelsKey(districtId) });
    },
    onError: (err) => failureToast(M.saveFailed, err),
  });
}
