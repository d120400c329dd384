import { offboardingApi } from '@domain/api/offboarding';
import { OFFBOARDING_MESSAGES } from '@domain/offboarding';
import { useApiMutation } from '@/lib/use-api-mutation';
import { offboardingKey, offboardingsKey } from './use-offboarding';

/** POST /api/districts/:id/offboarding. */
export const useStartOffboarding = (districtId: string) =>
  useApiMutation(offboardingApi.start, {
    input: (deleteAfterDays: number) => ({ params: { id: districtId }, body: { deleteAfterDays } }),
    success: OFFBOARDING_MESSAGES.started,
    failure: OFFBOARDING_MESSAGES.startFailed,
    invalidates: [offboardingKey(districtId), offboardingsKey],
  });

/** POST /api/districts/:id/offboarding/cancel. */
export const useCancelOffboarding = (districtId: string) =>
  useApiMutation(offboardingApi.cancel, {
    input: (_: object) => ({ params: { id: districtId } }),
    success: OFFBOARDING_MESSAGES.cancelled,
    failure: OFFBOARDING_MESSAGES.cancelFailed,
    invalidates: [offboardingKey(districtId), offboardingsKey],
  });
