import { samlApi } from '@domain/api/saml';
import type { SamlConfigInput } from '@domain/saml';
import { SAML_MESSAGES } from '@domain/saml';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

/** A district's id, or `fivestar` for Five Star's own staff. */
export const samlConfigKey = (scope: string) => ['saml-config', scope] as const;

export function useSamlConfig(scope: string) {
  return useQuery({
    queryKey: samlConfigKey(scope),
    queryFn: () => api(samlApi.readConfig, { query: { districtId: scope } }),
  });
}

/** PUT /api/auth/saml/config: the answer becomes the cached configuration (the form starts again from it). */
export function useSaveSamlConfig(scope: string) {
  const queryClient = useQueryClient();
  return useApiMutation(samlApi.updateConfig, {
    input: (body: SamlConfigInput) => ({ query: { districtId: scope }, body }),
    success: SAML_MESSAGES.saved,
    failure: SAML_MESSAGES.saveFailed,
    onSuccess: (saved) => {
      queryClient.setQueryData(samlConfigKey(scope), saved);
    },
  });
}
