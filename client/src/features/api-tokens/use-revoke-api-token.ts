import { apiTokensApi } from '@domain/api/api-tokens';
import { API_TOKEN_MESSAGES } from '@domain/api-tokens';
import { useApiMutation } from '@/lib/use-api-mutation';
import { apiTokensKey } from './use-api-tokens';

export const useRevokeApiToken = () =>
  useApiMutation(apiTokensApi.revoke, {
    input: (id: string) => ({ params: { id } }),
    success: API_TOKEN_MESSAGES.revoked,
    failure: API_TOKEN_MESSAGES.revokeFailed,
    invalidates: [apiTokensKey],
  });
