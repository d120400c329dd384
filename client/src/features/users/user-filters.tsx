import { ROLE_LABELS } from '@domain/roles';
import { DISTRICT_ROLES, USER_STATUS_LABELS, USER_STATUSES } from '@domain/users';
import { useListFilter } from '@/lib/use-list-filter';
import type { FilterControl } from '@/ui/filter-bar';
import { optionsOf, withAll } from '@/ui/select';
import { NO_USER_FILTER, type UserFilter } from './user-keys';

/** Search over name, email and department; role and status filters (applied by the server). */
export const USER_FILTER_CONTROLS: FilterControl<UserFilter>[] = [
  { kind: 'search', key: 'q', label: 'Search users', placeholder: 'Search by name, email or department…' },
  {
    kind: 'select',
    key: 'role',
    label: 'Filter by role',
    className: 'md:w-52',
    options: withAll('All roles', optionsOf(DISTRICT_ROLES, ROLE_LABELS)),
  },
  {
    kind: 'select',
    key: 'status',
    label: 'Filter by status',
    className: 'md:w-40',
    options: withAll('All statuses', optionsOf(USER_STATUSES, USER_STATUS_LABELS)),
  },
];

/** User Management's filters, in the address; the search applied once typing pauses. */
export const useUserFilter = () =>
  useListFilter(NO_USER_FILTER, {
    debounced: ['q'],
    allowed: { role: ['all', ...DISTRICT_ROLES], status: ['all', ...USER_STATUSES] },
  });
