import {
  VAULT_ACCESS_LABELS,
  VAULT_ACCESS_LEVELS,
  VAULT_CATEGORIES,
  VAULT_DEPARTMENTS,
  type VaultEntry,
} from '@domain/vault';
import { i18n } from '@/lib/i18n';
import { useListFilter } from '@/lib/use-list-filter';
import type { FilterControl } from '@/ui/filter-bar';
import { optionsOf, withAll } from '@/ui/select';

export interface VaultFilterState {
  q: string;
  category: string;
  department: string;
  accessLevel: string;
}
const NO_FILTER: VaultFilterState = { q: '', category: 'all', department: 'all', accessLevel: 'all' };

const CATEGORY_OPTIONS = withAll(i18n.t('vault:filter.allCategories'), optionsOf(VAULT_CATEGORIES));
const DEPARTMENT_OPTIONS = withAll(i18n.t('vault:filter.allDepartments'), optionsOf(VAULT_DEPARTMENTS));
const ACCESS_OPTIONS = withAll(
  i18n.t('vault:filter.allAccessLevels'),
  optionsOf(VAULT_ACCESS_LEVELS, VAULT_ACCESS_LABELS),
);

/** The vault's search and its three filters (for `FilterBar`). */
export const VAULT_FILTER_CONTROLS: FilterControl<VaultFilterState>[] = [
  {
    kind: 'search',
    key: 'q',
    label: i18n.t('vault:filter.search'),
    placeholder: i18n.t('vault:filter.searchPlaceholder'),
  },
  {
    kind: 'select',
    key: 'category',
    label: i18n.t('vault:filter.category'),
    options: CATEGORY_OPTIONS,
    className: 'md:w-56',
  },
  {
    kind: 'select',
    key: 'department',
    label: i18n.t('vault:filter.department'),
    options: DEPARTMENT_OPTIONS,
    className: 'md:w-52',
  },
  {
    kind: 'select',
    key: 'accessLevel',
    label: i18n.t('vault:filter.accessLevel'),
    options: ACCESS_OPTIONS,
    className: 'md:w-44',
  },
];

/** The vault's filters, in the address (values a filter cannot take are dropped). */
export const useVaultFilter = () =>
  useListFilter(NO_FILTER, {
    allowed: {
      category: ['all', ...VAULT_CATEGORIES],
      department: ['all', ...VAULT_DEPARTMENTS],
      accessLevel: ['all', ...VAULT_ACCESS_LEVELS],
    },
  });

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
