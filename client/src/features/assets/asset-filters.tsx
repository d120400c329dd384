import {
  ASSET_SORT_LABELS,
  ASSET_SORTS,
  ASSET_STATUS_LABELS,
  ASSET_STATUSES,
  type AssetCategory,
  type AssetSort,
  type AssetStatus,
} from '@domain/assets';
import { useTranslation } from 'react-i18next';
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

/** Search over name, asset tag, serial number and custom fields; status and category filters (plus sort). */
export function useAssetFilterControls(): FilterControl<InventoryFilterState>[] {
  const { t } = useTranslation('assets');
  const STATUS_OPTIONS = withAll(t('filters.allStatuses'), optionsOf(ASSET_STATUSES, ASSET_STATUS_LABELS));
  const SORT_OPTIONS = ASSET_SORTS.map((s) => ({
    value: s,
    label: t('filters.sortBy', { sort: ASSET_SORT_LABELS[s] }),
  }));
  const categories = useCategoryList();
  return [
    {
      kind: 'search',
      key: 'search',
      label: t('filters.search.label'),
      placeholder: t('filters.search.placeholder'),
    },
    {
      kind: 'select',
      key: 'status',
      label: t('filters.status'),
      options: STATUS_OPTIONS,
      className: 'md:w-40',
    },
    {
      kind: 'select',
      key: 'category',
      label: t('filters.category'),
      className: 'md:w-44',
      options: withAll(
        t('filters.allCategories'),
        categories.map((c) => ({ value: c.key, label: c.label })),
      ),
    },
    {
      kind: 'select',
      key: 'sort',
      label: t('filters.sort'),
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
