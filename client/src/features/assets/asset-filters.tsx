import {
  ASSET_SORT_LABELS,
  ASSET_SORTS,
  ASSET_STATUS_LABELS,
  ASSET_STATUSES,
  type AssetCategory,
  type AssetSort,
  type AssetStatus,
} from '@domain/assets';
import { useListFilter } from '@/lib/use-list-filter';
import type { FilterControl } from '@/ui/filter-bar';
import { optionsOf, withAll } from '@/ui/select';
import { useCategoryList } from './asset-categories-context';

export interface InventoryFilterState {
  search: string;
  status: AssetStatus | 'all';
  category: AssetCategory | 'all';
  sort: AssetSort;
}
const NO_FILTER: InventoryFilterState = { search: '', status: 'all', category: 'all', sort: 'recent' };

const STATUS_OPTIONS = withAll('All statuses', optionsOf(ASSET_STATUSES, ASSET_STATUS_LABELS));
const SORT_OPTIONS = ASSET_SORTS.map((s) => ({ value: s, label: `Sort: ${ASSET_SORT_LABELS[s]}` }));

/** Search over name, asset tag, serial number and custom fields; status and category filters (plus sort). */
export function useAssetFilterControls(): FilterControl<InventoryFilterState>[] {
  const categories = useCategoryList();
  return [
    {
      kind: 'search',
      key: 'search',
      label: 'Search assets',
      placeholder: 'Search by name, tag, serial number or custom field…',
    },
    {
      kind: 'select',
      key: 'status',
      label: 'Filter by status',
      options: STATUS_OPTIONS,
      className: 'md:w-40',
    },
    {
      kind: 'select',
      key: 'category',
      label: 'Filter by category',
      className: 'md:w-44',
      options: withAll(
        'All categories',
        categories.map((c) => ({ value: c.key, label: c.label })),
      ),
    },
    {
      kind: 'select',
      key: 'sort',
      label: 'Sort assets',
      options: SORT_OPTIONS,
      className: 'col-span-2 md:w-52',
    },
  ];
}

/** The inventory's filters and sort, in the address; the search applied once typing pauses. */
export const useAssetFilter = () =>
  useListFilter(NO_FILTER, {
    debounced: ['search'],
    allowed: { status: ['all', ...ASSET_STATUSES], sort: ASSET_SORTS },
  });
