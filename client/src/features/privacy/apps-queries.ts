import { privacyAgreementsApi } from '@domain/api/privacy-agreements';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Every read of the district's apps and agreements, under one key to invalidate. */
export const appsKey = (districtId: string) => ['privacy-apps', districtId] as const;

export interface AppsFilter {
  search: string;
  missingOnly: boolean;
}

/** The query of GET /api/privacy/apps and its export for a filter. */
export const appsQuery = (districtId: string, f: AppsFilter) => ({
  districtId,
  ...(f.missingOnly ? { missingAgreement: 'true' as const } : {}),
  ...(f.search.trim() ? { q: f.search.trim() } : {}),
});

/** GET /api/privacy/apps: licenses and apps without one, with their agreements. */
export const useApps = (districtId: string, f: AppsFilter) =>
  useQuery({
    queryKey: [...appsKey(districtId), f.missingOnly, f.search.trim()],
    queryFn: () => api(privacyAgreementsApi.apps, { query: appsQuery(districtId, f) }),
  });

/** GET /api/licenses/{id}/privacy: one license's agreement (the license details show it). */
export const useLicenseAgreement = (districtId: string, licenseId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...appsKey(districtId), 'license', licenseId],
    queryFn: () => api(privacyAgreementsApi.forLicense, { params: { id: licenseId }, query: { districtId } }),
    enabled,
  });
