import {
  CREATE_DISTRICT_MESSAGES,
  type CreateDistrictPayload,
  type createDistrictAnswerSchema,
} from '@domain/districts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { districtsKey } from './use-districts';

export type CreatedDistrict = z.infer<typeof createDistrictAnswerSchema>;

export const createDistrict = (payload: CreateDistrictPayload) =>
  apiRequest<CreatedDistrict>('POST', '/api/districts', payload);

/** Creates a district and its administrator's invitation; refreshes the district list. */
export function useCreateDistrict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDistrict,
    onSuccess: async (created) => {
      toast({ ...CREATE_DISTRICT_MESSAGES.created(created.name), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: districtsKey });
    },
    onError: (err) => failureToast(CREATE_DISTRICT_MESSAGES.failed, err),
  });
}
