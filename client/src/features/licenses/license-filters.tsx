import {
  LICENSE_CATEGORIES,
  LICENSE_STATUS_LABELS,
  LICENSE_STATUSES,
  type LicenseCategory,
  type LicenseStatus,
} from '@domain/licenses';
import { SearchInput } from '@/ui/search-input';
import { Select } from '@/ui/select';

export interface LicenseFilterState {
  q: string;
  status: LicenseStatus | 'all';
  category: LicenseCategory | 'all';
}
export const NO_FILTER: LicenseFilterState = { q: '', status: 'all', category: 'all' };

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...LICENSE_STATUSES.map((s) => ({ value: s, label: LICENSE_STATUS_LABELS[s] })),
];
const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All categories' },
  ...LICENSE_CATEGORIES.map((c) => ({ value: c, label: c })),
];

/** Search over name and vendor; status and category filters (applied by the server). */
export function LicenseFilters({
  value,
  onChange,
}: {
  value: LicenseFilterState;
  onChange: (next: LicenseFilterState) => void;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <SearchInput
        className="flex-1"
        aria-label="Search licenses"
        placeholder="Search by name or vendor…"
        value={value.q}
        onChange={(e) => onChange({ ...value, q: e.target.value })}
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <Select
          aria-label="Filter by status"
          className="md:w-40"
          options={STATUS_OPTIONS}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as LicenseFilterState['status'] })}
        />
        <Select
          aria-label="Filter by category"
          className="md:w-56"
          options={CATEGORY_OPTIONS}
          value={value.category}
          onChange={(e) => onChange({ ...value, category: e.target.value as LicenseFilterState['category'] })}
        />
      </div>
    </div>
  );
}
