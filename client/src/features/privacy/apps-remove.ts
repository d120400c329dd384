import { privacyAgreementsApi } from '@domain/api/privacy-agreements';
import { PRIVACY_AGREEMENT_MESSAGES as M } from '@domain/privacy-agreements';
import { useApiMutation } from '@/lib/use-api-mutation';
import { appsKey } from './apps-queries';

/** DELETE /api/privacy/apps/{id}: an app without a license leaves the list. */
export const useRemoveApp = (districtId: string) =>
  useApiMutation(privacyAgreementsApi.removeApp, {
    input: (id: string) => ({ params: { id }, query: { districtId } }),
    success: M.removed,
    failure: M.removeFailed,
    invalidates: [appsKey(districtId)],
  });
