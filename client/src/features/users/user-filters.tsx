import { ROLE_LABELS } from '@domain/roles';
import { DISTRICT_ROLES, USER_STATUS_LABELS, USER_STATUSES } from '@domain/users';
import { SearchInput } from '@/ui/search-input';
import { Select } from '@/ui/select';
import type { UserFilter } from './user-keys';

const ROLE_OPTIONS = [
  { value: 'all', label: 'All roles' },
  ...DISTRICT_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
];
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...USER_STATUSES.map((s) => ({ value: s, label: USER_STATUS_LABELS[s] })),
];

/** Search over name, email and department; role and status filters (applied by the server). */
export function UserFilters({
  value,
  onChange,
}: {
  value: UserFilter;
  onChange: (next: UserFilter) => void;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <SearchInput
        className="flex-1"
        aria-label="Search users"
        placeholder="Search by name, email or department…"
        value={value.q}
        onChange={(e) => onChange({ ...value, q: e.target.value })}
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <Select
          aria-label="Filter by role"
          className="md:w-52"
          options={ROLE_OPTIONS}
          value={value.role}
          onChange={(e) => onChange({ ...value, role: e.target.value as UserFilter['role'] })}
        />
        <Select
          aria-label="Filter by status"
          className="md:w-40"
          options={STATUS_OPTIONS}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as UserFilter['status'] })}
        />
      </div>
    </div>
  );
}
