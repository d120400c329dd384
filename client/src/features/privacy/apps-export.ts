import { urlOf } from '@domain/api/endpoint';
import { privacyAgreementsApi } from '@domain/api/privacy-agreements';
import { PRIVACY_AGREEMENT_MESSAGES as M, privacyAppsFileName } from '@domain/privacy-agreements';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-files';
import { saveFile } from '@/lib/download';
import { failureToast } from '@/ui/failure-toast';
import { type AppsFilter, appsQuery } from './apps-queries';

/** Downloads the list as shown (filters applied) as CSV, the file a parent may ask for. */
export function useExportApps(districtId: string) {
  return useMutation({
    mutationFn: async (f: AppsFilter) => {
      const { blob } = await downloadFile(
        urlOf(privacyAgreementsApi.export, { query: appsQuery(districtId, f) }),
      );
      saveFile(blob, privacyAppsFileName(new Date().toISOString().slice(0, 10)));
    },
    onError: (err) => failureToast(M.exportFailed, err),
  });
}
