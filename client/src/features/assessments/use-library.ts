import type { LibraryArea, LibraryItem, LibrarySummary } from '@domain/library';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { libraryKeys, q } from './assessment-keys';

/** Every item of the area's library (searched and filtered on screen: a library holds tens of items). */
export function useLibraryItems(districtId: string, area: LibraryArea) {
  return useQuery({
    queryKey: libraryKeys.items(districtId, area),
    queryFn: () => apiGet<LibraryItem[]>(`/api/library-items?${q({ districtId, area })}`),
  });
}

/** The four cards. */
export function useLibrarySummary(districtId: string, area: LibraryArea) {
  return useQuery({
    queryKey: libraryKeys.summary(districtId, area),
    queryFn: () => apiGet<LibrarySummary>(`/api/library-summary?${q({ districtId, area })}`),
  });
}
