import { DISTRICT_STATUSES, type DistrictFilter, filterDistricts } from '@domain/districts';
import { SERVICE_LEVEL_LABELS, SERVICE_LEVELS } from '@domain/tiers';
import { useMemo } from 'react';
import { useListFilter } from '@/lib/use-list-filter';
import type { FilterControl } from '@/ui/filter-bar';
import { DISTRICT_STATUS_LABELS } from './district-display';

const NO_FILTER: DistrictFilter = { search: '', status: 'all', serviceLevel: 'all' };

/** Search box, status filter and service-level filter of a list of districts (for `FilterBar`). */
export const DISTRICT_FILTER_CONTROLS: FilterControl<DistrictFilter>[] = [
  {
    kind: 'search',
    key: 'search',
    label: 'Search districts',
    placeholder: 'Search by name, code or location',
  },
  {
    kind: 'select',
    key: 'status',
    label: 'Filter by status',
    className: 'md:w-40',
    options: [
      { value: 'all', label: 'All statuses' },
      ...DISTRICT_STATUSES.map((s) => ({ value: s, label: DISTRICT_STATUS_LABELS[s] })),
    ],
  },
  {
    kind: 'select',
    key: 'serviceLevel',
    label: 'Filter by service level',
    options: [
      { value: 'all', label: 'All service levels' },
      ...SERVICE_LEVELS.map((l) => ({ value: l, label: SERVICE_LEVEL_LABELS[l] })),
    ],
  },
];

/** The filter of a list of districts (kept in the address) and the districts it shows. */
export function useDistrictFilter<T extends Parameters<typeof filterDistricts>[0][number]>(list: T[]) {
  const filter = useListFilter(NO_FILTER, {
    allowed: { status: ['all', ...DISTRICT_STATUSES], serviceLevel: ['all', ...SERVICE_LEVELS] },
  });
  const { search, status, serviceLevel } = filter.value;
  const shown = useMemo(
    () => filterDistricts(list, { search, status, serviceLevel }),
    [list, search, status, serviceLevel],
  );
  return { filter, shown };
}
