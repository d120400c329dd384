import { operationsApi } from '@domain/api/operations';
import type { MailStatus } from '@domain/mail';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { OPERATIONS_POLL_MS, operationsKeys } from './operations-keys';

export const fetchMail = (status: MailStatus | 'all') =>
  api(operationsApi.mail, { query: { status: status === 'all' ? undefined : status } });

/** Mail the portal wrote, newest first, optionally of one status; refreshed while visible. */
export function useMail(status: MailStatus | 'all') {
  return useQuery({
    queryKey: operationsKeys.mailList(status),
    queryFn: () => fetchMail(status),
    refetchInterval: OPERATIONS_POLL_MS,
  });
}
