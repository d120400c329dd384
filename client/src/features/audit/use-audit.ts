import { auditApi } from '@domain/api/audit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { type AuditFilter, auditKeys, auditQuery } from './audit-keys';

/** The audit log, newest first, a page at a time (Load more follows `nextCursor`). */
export function useAudit(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filter),
    queryFn: ({ pageParam }) => api(auditApi.list, { query: auditQuery(filter, pageParam) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
