import { DISTRICT_STATUSES, type DistrictFilter, filterDistricts } from '@domain/districts';
import { SERVICE_LEVEL_LABELS, SERVICE_LEVELS } from '@domain/tiers';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useListFilter } from '@/lib/use-list-filter';
import type { FilterControl } from '@/ui/filter-bar';
import { optionsOf, withAll } from '@/ui/select';
import { districtStatusLabels } from './district-display';

const NO_FILTER: DistrictFilter = { search: '', status: 'all', serviceLevel: 'all' };

/** Search box, status filter and service-level filter of a list of districts (for `FilterBar`). */
export const districtFilterControls = (t: TFunction<'districts'>): FilterControl<DistrictFilter>[] => [
  {
    kind: 'search',
    key: 'search',
    label: t('filters.search'),
    placeholder: t('filters.searchPlaceholder'),
  },
  {
    kind: 'select',
    key: 'status',
    label: t('filters.status'),
    className: 'md:w-40',
    options: withAll(t('filters.allStatuses'), optionsOf(DISTRICT_STATUSES, districtStatusLabels(t))),
  },
  {
    kind: 'select',
    key: 'serviceLevel',
    label: t('filters.serviceLevel'),
    options: withAll(t('filters.allServiceLevels'), optionsOf(SERVICE_LEVELS, SERVICE_LEVEL_LABELS)),
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
