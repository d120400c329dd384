import { DISTRICT_STATUSES, type DistrictFilter, filterDistricts } from '@domain/districts';
import { SERVICE_LEVEL_LABELS, SERVICE_LEVELS } from '@domain/tiers';
import { useMemo } from 'react';
import { useListFilter } from '@/lib/use-list-filter';
import type { FilterControl } from '@/ui/filter-bar';
import { optionsOf, withAll } from '@/ui/select';
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
    options: withAll('All statuses', optionsOf(DISTRICT_STATUSES, DISTRICT_STATUS_LABELS)),
  },
  {
    kind: 'select',
    key: 'serviceLevel',
    label: 'Filter by service level',
    options: withAll('All service levels', optionsOf(SERVICE_LEVELS, SERVICE_LEVEL_LABELS)),
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
