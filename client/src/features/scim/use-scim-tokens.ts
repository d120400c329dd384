import { scimTokensApi } from '@domain/api/scim';
import { SCIM_MESSAGES } from '@domain/scim';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

export const scimTokensKey = (districtId: string) => ['scim-tokens', districtId] as const;

/** The district's SCIM base URL and its tokens that still work, newest first. */
export function useScimTokens(districtId: string) {
  return useQuery({
    queryKey: scimTokensKey(districtId),
    queryFn: () => api(scimTokensApi.tokens, { query: { districtId } }),
  });
}

/** POST /api/scim/tokens: the answer carries the token, shown once by the dialog. */
export const useCreateScimToken = (districtId: string) =>
  useApiMutation(scimTokensApi.createToken, {
    input: (forDistrict: string) => ({ body: { districtId: forDistrict } }),
    failure: SCIM_MESSAGES.createFailed,
    invalidates: [scimTokensKey(districtId)],
  });

export const useRevokeScimToken = (districtId: string) =>
  useApiMutation(scimTokensApi.revokeToken, {
    input: (id: string) => ({ params: { id }, query: { districtId } }),
    success: SCIM_MESSAGES.revoked,
    failure: SCIM_MESSAGES.revokeFailed,
    invalidates: [scimTokensKey(districtId)],
  });
