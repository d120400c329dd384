import { districtsApi } from '@domain/api/districts';
import type { EndpointAnswer } from '@domain/api/endpoint';
import { CREATE_DISTRICT_MESSAGES, type CreateDistrictPayload } from '@domain/districts';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { districtsKey } from './use-districts';

export type CreatedDistrict = EndpointAnswer<typeof districtsApi.create>;

/** Creates a district and its administrator's invitation; refreshes the district list. */
export const useCreateDistrict = () =>
  useApiMutation(districtsApi.create, {
    input: (body: CreateDistrictPayload) => ({ body }),
    failure: CREATE_DISTRICT_MESSAGES.failed,
    invalidates: [districtsKey],
    onSuccess: (created) => {
      toast({ ...CREATE_DISTRICT_MESSAGES.created(created.name), variant: 'success' });
    },
  });
