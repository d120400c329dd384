import type { AuditEntry } from '@domain/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { type AuditFilter, auditKeys, auditParams } from './audit-keys';

interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

export const fetchAuditPage = (filter: AuditFilter, cursor?: string) =>
  apiGet<AuditPage>(`/api/audit?${auditParams(filter, cursor)}`);

/** The audit log, newest first, a page at a time (Load more follows `nextCursor`). */
export function useAudit(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filter),
    queryFn: ({ pageParam }) => fetchAuditPage(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
