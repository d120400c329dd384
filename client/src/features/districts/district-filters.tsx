import { DISTRICT_STATUSES, type DistrictFilter } from '@domain/districts';
import { SERVICE_LEVEL_LABELS, SERVICE_LEVELS } from '@domain/tiers';
import { SearchInput } from '@/ui/search-input';
import { Select } from '@/ui/select';
import { DISTRICT_STATUS_LABELS } from './district-display';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...DISTRICT_STATUSES.map((s) => ({ value: s, label: DISTRICT_STATUS_LABELS[s] })),
];
const LEVEL_OPTIONS = [
  { value: 'all', label: 'All service levels' },
  ...SERVICE_LEVELS.map((l) => ({ value: l, label: SERVICE_LEVEL_LABELS[l] })),
];

export const NO_FILTER: DistrictFilter = { search: '', status: 'all', serviceLevel: 'all' };

interface Props {
  value: DistrictFilter;
  onChange: (next: DistrictFilter) => void;
}

/** Search box, status filter and service-level filter of the districts overview. */
export function DistrictFilters({ value, onChange }: Props) {
  return (
    <search className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <SearchInput
        className="min-w-0 flex-1"
        aria-label="Search districts"
        placeholder="Search by name, code or location"
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
      />
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Select
          aria-label="Filter by status"
          options={STATUS_OPTIONS}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as DistrictFilter['status'] })}
          className="sm:w-40"
        />
        <Select
          aria-label="Filter by service level"
          options={LEVEL_OPTIONS}
          value={value.serviceLevel}
          onChange={(e) =>
            onChange({ ...value, serviceLevel: e.target.value as DistrictFilter['serviceLevel'] })
          }
          className="sm:w-48"
        />
      </div>
    </search>
  );
}
