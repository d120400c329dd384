import { privacySubjectsApi } from '@domain/api/privacy-subjects';
import { SUBJECT_MESSAGES } from '@domain/subject-access';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Who a request is about: a roster record, a portal account, or both. */
export interface SubjectChoice {
  personId: string | null;
  userId: string | null;
  name: string;
}

const exportsKey = (districtId: string) => ['privacy', districtId, 'exports'];

/** The request body naming the person: the roster record when there is one, else the account. */
export const subjectBody = (districtId: string, s: SubjectChoice) =>
  s.personId ? { districtId, personId: s.personId } : { districtId, userId: s.userId ?? undefined };

/** The district's people matching what is typed (server-side, at most 20). */
export function useSubjectSearch(districtId: string, query: string) {
  const q = useDebouncedValue(query.trim(), 250);
  return useQuery({
    queryKey: ['privacy', districtId, 'subjects', q],
    queryFn: () => api(privacySubjectsApi.search, { query: { districtId, q: q || undefined } }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** The exports of the last 7 days; polled while one is being built. */
export function useExports(districtId: string) {
  return useQuery({
    queryKey: exportsKey(districtId),
    queryFn: () => api(privacySubjectsApi.listExports, { query: { districtId } }),
    refetchInterval: (q) =>
      q.state.data?.some((e) => e.status === 'queued' || e.status === 'running') ? 1000 : false,
  });
}

export const useRequestExport = (districtId: string) =>
  useApiMutation(privacySubjectsApi.requestExport, {
    input: (s: SubjectChoice) => ({ body: subjectBody(districtId, s) }),
    success: SUBJECT_MESSAGES.exportQueued,
    failure: SUBJECT_MESSAGES.exportFailed,
    invalidates: [exportsKey(districtId)],
  });

export const useErase = (districtId: string) =>
  useApiMutation(privacySubjectsApi.erase, {
    input: (s: SubjectChoice) => ({ body: subjectBody(districtId, s) }),
    success: SUBJECT_MESSAGES.erased,
    failure: SUBJECT_MESSAGES.eraseFailed,
    invalidates: [exportsKey(districtId), ['privacy', districtId, 'subjects'], ['people', districtId]],
  });
