import { assessmentsApi } from '@domain/api/assessments';
import type { LibraryArea } from '@domain/library';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { libraryKeys } from './assessment-keys';

/** Every item of the area's library (searched and filtered on screen: a library holds tens of items). */
export function useLibraryItems(districtId: string, area: LibraryArea) {
  return useQuery({
    queryKey: libraryKeys.items(districtId, area),
    queryFn: () => api(assessmentsApi.libraryItems, { query: { districtId, area } }),
  });
}

/** The four cards. */
export function useLibrarySummary(districtId: string, area: LibraryArea) {
  return useQuery({
    queryKey: libraryKeys.summary(districtId, area),
    queryFn: () => api(assessmentsApi.librarySummary, { query: { districtId, area } }),
  });
}
