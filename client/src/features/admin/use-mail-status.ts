import { operationsApi } from '@domain/api/operations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { operationsKeys } from './operations-keys';

export const fetchMailStatus = () => api(operationsApi.mailStatus);

/** Whether a mail server is configured (SMTP_URL); without one, mail waits in the outbox. */
export function useMailStatus() {
  return useQuery({ queryKey: operationsKeys.mailStatus, queryFn: fetchMailStatus });
}
