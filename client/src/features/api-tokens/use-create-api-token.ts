import { apiTokensApi } from '@domain/api/api-tokens';
import { API_TOKEN_MESSAGES, type CreateApiToken } from '@domain/api-tokens';
import { useApiMutation } from '@/lib/use-api-mutation';
import { apiTokensKey } from './use-api-tokens';

/** POST /api/tokens: the answer carries the token, shown once by the dialog. */
export const useCreateApiToken = () =>
  useApiMutation(apiTokensApi.create, {
    input: (body: CreateApiToken) => ({ body }),
    failure: API_TOKEN_MESSAGES.createFailed,
    invalidates: [apiTokensKey],
  });
