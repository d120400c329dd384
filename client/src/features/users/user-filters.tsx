import { ROLE_LABELS } from '@domain/roles';
import { DISTRICT_ROLES, USER_STATUS_LABELS, USER_STATUSES } from '@domain/users';
import { i18n } from '@/lib/i18n';
import { useListFilter } from '@/lib/use-list-filter';
import type { FilterControl } from '@/ui/filter-bar';
import { optionsOf, withAll } from '@/ui/select';
import { NO_USER_FILTER, type UserFilter } from './user-keys';

/** Search over name, email and department; role and status filters (applied by the server). */
export const USER_FILTER_CONTROLS: FilterControl<UserFilter>[] = [
  {
    kind: 'search',
    key: 'q',
    label: i18n.t('users:filters.search'),
    placeholder: i18n.t('users:filters.searchPlaceholder'),
  },
  {
    kind: 'select',
    key: 'role',
    label: i18n.t('users:filters.role'),
    className: 'md:w-52',
    options: withAll(i18n.t('users:filters.allRoles'), optionsOf(DISTRICT_ROLES, ROLE_LABELS)),
  },
  {
    kind: 'select',
    key: 'status',
    label: i18n.t('users:filters.status'),
    className: 'md:w-40',
    options: withAll(i18n.t('users:filters.allStatuses'), optionsOf(USER_STATUSES, USER_STATUS_LABELS)),
  },
];

/** User Management's filters, in the address; the search applied once typing pauses. */
export const useUserFilter = () =>
  useListFilter(NO_USER_FILTER, {
    debounced: ['q'],
    allowed: { role: ['all', ...DISTRICT_ROLES], status: ['all', ...USER_STATUSES] },
  });
