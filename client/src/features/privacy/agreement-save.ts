import { privacyAgreementsApi } from '@domain/api/privacy-agreements';
import {
  type AgreementInput,
  type AppInput,
  PRIVACY_AGREEMENT_MESSAGES as M,
  type PrivacyApp,
} from '@domain/privacy-agreements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { appsKey } from './apps-queries';

/** What the dialog saves: a license's agreement, an app without a license, or a new one. */
export type AgreementSave =
  | { kind: 'license'; licenseId: string; payload: AgreementInput }
  | { kind: 'app'; id: string; payload: AppInput }
  | { kind: 'new'; payload: AppInput };

function save(districtId: string, s: AgreementSave): Promise<PrivacyApp> {
  const query = { districtId };
  if (s.kind === 'license')
    return api(privacyAgreementsApi.saveForLicense, { params: { id: s.licenseId }, query, body: s.payload });
  if (s.kind === 'app')
    return api(privacyAgreementsApi.updateApp, { params: { id: s.id }, query, body: s.payload });
  return api(privacyAgreementsApi.addApp, { body: { ...s.payload, districtId } });
}

/** Three endpoints behind one dialog, so a mutation of its own rather than useApiMutation. */
export function useSaveAgreement(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (s: AgreementSave) => save(districtId, s),
    onSuccess: async (_answer, s) => {
      toast({ title: s.kind === 'new' ? M.added : M.saved, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: appsKey(districtId) });
    },
    onError: (err, s) => failureToast(s.kind === 'new' ? M.addFailed : M.saveFailed, err),
  });
}
