import type { Site } from '@domain/settings';
import { VISIT_STATUS_LABELS, VISIT_STATUSES, type VisitStatus } from '@domain/visits';
import { i18n } from '@/lib/i18n';
import { useListFilter } from '@/lib/use-list-filter';
import type { FilterControl } from '@/ui/filter-bar';
import { optionsOf, withAll } from '@/ui/select';
import { DATE_FILTERS, type DateFilter } from './visit-windows';

export interface VisitFilterState {
  date: DateFilter;
  status: VisitStatus | 'all';
  siteId: string;
}
const NO_VISIT_FILTER: VisitFilterState = { date: 'upcoming', status: 'all', siteId: '' };

const STATUS_OPTIONS = withAll(
  i18n.t('visits:filters.allStatuses'),
  optionsOf(VISIT_STATUSES, VISIT_STATUS_LABELS),
);

/** Date (All Upcoming, Today, Tomorrow, This Week; the calendar picks its own), status and location. */
export function visitFilterControls(sites: Site[], withDate: boolean): FilterControl<VisitFilterState>[] {
  return [
    ...(withDate
      ? [
          {
            kind: 'select',
            key: 'date',
            label: i18n.t('visits:filters.date'),
            options: DATE_FILTERS,
            className: 'md:w-40',
          } as const,
        ]
      : []),
    {
      kind: 'select',
      key: 'status',
      label: i18n.t('visits:filters.status'),
      options: STATUS_OPTIONS,
      className: 'md:w-40',
    },
    {
      kind: 'select',
      key: 'siteId',
      label: i18n.t('visits:filters.location'),
      className: 'col-span-2 md:col-span-1 md:w-56',
      options: [
        { value: '', label: i18n.t('visits:filters.allLocations') },
        ...sites.map((s) => ({ value: s.id, label: s.name })),
      ],
    },
  ];
}

/** The visits' filters, in the address. */
export const useVisitFilter = () =>
  useListFilter(NO_VISIT_FILTER, {
    allowed: { date: DATE_FILTERS.map((d) => d.value), status: ['all', ...VISIT_STATUSES] },
  });
