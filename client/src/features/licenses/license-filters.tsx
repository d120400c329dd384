import {
  LICENSE_CATEGORIES,
  LICENSE_STATUS_LABELS,
  LICENSE_STATUSES,
  type LicenseCategory,
  type LicenseStatus,
} from '@domain/licenses';
import { useListFilter } from '@/lib/use-list-filter';
import type { FilterControl } from '@/ui/filter-bar';
import { optionsOf, withAll } from '@/ui/select';

export interface LicenseFilterState {
  q: string;
  status: LicenseStatus | 'all';
  category: LicenseCategory | 'all';
}
const NO_FILTER: LicenseFilterState = { q: '', status: 'all', category: 'all' };

const STATUS_OPTIONS = withAll('All statuses', optionsOf(LICENSE_STATUSES, LICENSE_STATUS_LABELS));
const CATEGORY_OPTIONS = withAll('All categories', optionsOf(LICENSE_CATEGORIES));

/** Search over name and vendor; status and category filters (applied by the server). */
export const LICENSE_FILTER_CONTROLS: FilterControl<LicenseFilterState>[] = [
  { kind: 'search', key: 'q', label: 'Search licenses', placeholder: 'Search by name or vendor…' },
  { kind: 'select', key: 'status', label: 'Filter by status', options: STATUS_OPTIONS, className: 'md:w-40' },
  {
    kind: 'select',
    key: 'category',
    label: 'Filter by category',
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
