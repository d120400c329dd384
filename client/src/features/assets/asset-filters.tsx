import {
  ASSET_SORT_LABELS,
  ASSET_SORTS,
  ASSET_STATUS_LABELS,
  ASSET_STATUSES,
  type AssetCategory,
  type AssetSort,
  type AssetStatus,
} from '@domain/assets';
import { SearchInput } from '@/ui/search-input';
import { Select } from '@/ui/select';
import { useCategoryList } from './asset-categories-context';

export interface InventoryFilterState {
  search: string;
  status: AssetStatus | 'all';
  category: AssetCategory | 'all';
  sort: AssetSort;
}
export const NO_FILTER: InventoryFilterState = { search: '', status: 'all', category: 'all', sort: 'recent' };

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...ASSET_STATUSES.map((s) => ({ value: s, label: ASSET_STATUS_LABELS[s] })),
];
const SORT_OPTIONS = ASSET_SORTS.map((s) => ({ value: s, label: `Sort: ${ASSET_SORT_LABELS[s]}` }));

/** Search over name, asset tag, serial number and custom fields; status and category filters (plus sort). */
export function AssetFilters({
  value,
  onChange,
}: {
  value: InventoryFilterState;
  onChange: (next: InventoryFilterState) => void;
}) {
  const categoryOptions = [
    { value: 'all', label: 'All categories' },
    ...useCategoryList().map((c) => ({ value: c.key, label: c.label })),
  ];
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <SearchInput
        className="flex-1"
        aria-label="Search assets"
        placeholder="Search by name, tag, serial number or custom field…"
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <Select
          aria-label="Filter by status"
          className="md:w-40"
          options={STATUS_OPTIONS}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as InventoryFilterState['status'] })}
        />
        <Select
          aria-label="Filter by category"
          className="md:w-44"
          options={categoryOptions}
          value={value.category}
          onChange={(e) =>
            onChange({ ...value, category: e.target.value as InventoryFilterState['category'] })
          }
        />
        <Select
          aria-label="Sort assets"
          className="col-span-2 md:w-52"
          options={SORT_OPTIONS}
          value={value.sort}
          onChange={(e) => onChange({ ...value, sort: e.target.value as AssetSort })}
        />
      </div>
    </div>
  );
}
