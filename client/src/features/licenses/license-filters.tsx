import {
  LICENSE_CATEGORIES,
  LICENSE_STATUS_LABELS,
  LICENSE_STATUSES,
  type LicenseCategory,
  type LicenseStatus,
} from '@domain/licenses';
import { i18n } from '@/lib/i18n';
import { useListFilter } from '@/lib/use-list-filter';
import type { FilterControl } from '@/ui/filter-bar';
import { optionsOf, withAll } from '@/ui/select';

export interface LicenseFilterState {
  q: string;
  status: LicenseStatus | 'all';
  category: LicenseCategory | 'all';
}
const NO_FILTER: LicenseFilterState = { q: '', status: 'all', category: 'all' };

const STATUS_OPTIONS = withAll(
  i18n.t('licenses:filters.allStatuses'),
  optionsOf(LICENSE_STATUSES, LICENSE_STATUS_LABELS),
);
const CATEGORY_OPTIONS = withAll(i18n.t('licenses:filters.allCategories'), optionsOf(LICENSE_CATEGORIES));

/** Search over name and vendor; status and category filters (applied by the server). */
export const LICENSE_FILTER_CONTROLS: FilterControl<LicenseFilterState>[] = [
  {
    kind: 'search',
    key: 'q',
    label: i18n.t('licenses:filters.search.label'),
    placeholder: i18n.t('licenses:filters.search.placeholder'),
  },
  {
    kind: 'select',
    key: 'status',
    label: i18n.t('licenses:filters.status'),
    options: STATUS_OPTIONS,
    className: 'md:w-40',
  },
  {
    kind: 'select',
    key: 'category',
    label: i18n.t('licenses:filters.category'),
    options: CATEGORY_OPTIONS,
    className: 'md:w-56',
  },
];

/** The licenses' filters, in the address; the search applied once typing pauses. */
export const useLicenseFilter = () =>
  useListFilter(NO_FILTER, {
    debounced: ['q'],
    allowed: { status: ['all', ...LICENSE_STATUSES], category: ['all', ...LICENSE_CATEGORIES] },
  });
