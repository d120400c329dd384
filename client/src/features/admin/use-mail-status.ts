import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { operationsKeys } from './operations-keys';

export const fetchMailStatus = () => apiGet<{ configured: boolean }>('/api/admin/mail/status');

/** Whether a mail server is configured (SMTP_URL); without one, mail waits in the outbox. */
export function useMailStatus() {
  return useQuery({ queryKey: operationsKeys.mailStatus, queryFn: fetchMailStatus });
}
