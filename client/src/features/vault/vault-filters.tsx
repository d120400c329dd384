import {
  VAULT_ACCESS_LABELS,
  VAULT_ACCESS_LEVELS,
  VAULT_CATEGORIES,
  VAULT_DEPARTMENTS,
  type VaultEntry,
} from '@domain/vault';
import { SearchInput } from '@/ui/search-input';
import { optionsOf, Select } from '@/ui/select';

export interface VaultFilterState {
  q: string;
  category: string;
  department: string;
  accessLevel: string;
}
export const NO_FILTER: VaultFilterState = { q: '', category: 'all', department: 'all', accessLevel: 'all' };

const withAll = (label: string, values: readonly string[]) => [
  { value: 'all', label },
  ...values.map((v) => ({ value: v, label: v })),
];
const CATEGORY_OPTIONS = withAll('All categories', VAULT_CATEGORIES);
const DEPARTMENT_OPTIONS = withAll('All departments', VAULT_DEPARTMENTS);
const ACCESS_OPTIONS = [
  { value: 'all', label: 'All access levels' },
  ...optionsOf(VAULT_ACCESS_LEVELS, VAULT_ACCESS_LABELS),
];

const SELECTS = [
  { key: 'category', label: 'Filter by category', options: CATEGORY_OPTIONS, className: 'xl:w-56' },
  { key: 'department', label: 'Filter by department', options: DEPARTMENT_OPTIONS, className: 'xl:w-52' },
  { key: 'accessLevel', label: 'Filter by access level', options: ACCESS_OPTIONS, className: 'xl:w-44' },
] as const;

/** The rows matching the search (title, username, link, category) and the three filters. */
export function applyVaultFilter(rows: VaultEntry[], f: VaultFilterState): VaultEntry[] {
  const q = f.q.trim().toLowerCase();
  return rows.filter(
    (e) =>
      (f.category === 'all' || e.category === f.category) &&
      (f.department === 'all' || e.department === f.department) &&
      (f.accessLevel === 'all' || e.accessLevel === f.accessLevel) &&
      (!q || [e.title, e.username, e.url ?? '', e.category].some((s) => s.toLowerCase().includes(q))),
  );
}

export const isFiltered = (f: VaultFilterState) =>
  f.q.trim() !== '' || f.category !== 'all' || f.department !== 'all' || f.accessLevel !== 'all';

export function VaultFilters({
  value,
  onChange,
}: {
  value: VaultFilterState;
  onChange: (next: VaultFilterState) => void;
}) {
  const set = (key: keyof VaultFilterState) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  return (
    <div className="flex flex-col gap-3 xl:flex-row xl:items-center">
      <SearchInput
        className="flex-1"
        aria-label="Search passwords"
        placeholder="Search by system, username or link…"
        value={value.q}
        onChange={set('q')}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 xl:flex">
        {SELECTS.map(({ key, label, options, className }) => (
          <Select
            key={key}
            aria-label={label}
            className={className}
            options={options}
            value={value[key]}
            onChange={set(key)}
          />
        ))}
      </div>
    </div>
  );
}
