import type { Site } from '@domain/settings';
import { VISIT_STATUS_LABELS, VISIT_STATUSES, type VisitStatus } from '@domain/visits';
import { FilterSelect } from '@/ui/filter-select';
import { DATE_FILTERS, type DateFilter } from './visit-windows';

export interface VisitFilterState {
  date: DateFilter;
  status: VisitStatus | 'all';
  siteId: string;
}
export const NO_VISIT_FILTER: VisitFilterState = { date: 'upcoming', status: 'all', siteId: '' };

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...VISIT_STATUSES.map((s) => ({ value: s, label: VISIT_STATUS_LABELS[s] })),
];

/** Date (All Upcoming, Today, Tomorrow, This Week), status and location. */
export function VisitFilters({
  value,
  onChange,
  sites,
  showDate = true,
}: {
  value: VisitFilterState;
  onChange: (next: VisitFilterState) => void;
  sites: Site[];
  /** The calendar picks its own dates. */
  showDate?: boolean;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 md:flex md:items-center">
      {showDate && (
        <FilterSelect
          label="Filter by date"
          className="md:w-40"
          options={DATE_FILTERS}
          value={value.date}
          onValueChange={(date) => onChange({ ...value, date })}
        />
      )}
      <FilterSelect
        label="Filter by status"
        className="md:w-40"
        options={STATUS_OPTIONS}
        value={value.status}
        onValueChange={(status) => onChange({ ...value, status })}
      />
      <FilterSelect
        label="Filter by location"
        className="col-span-2 md:col-span-1 md:w-56"
        options={[
          { value: '', label: 'All locations' },
          ...sites.map((s) => ({ value: s.id, label: s.name })),
        ]}
        value={value.siteId}
        onValueChange={(siteId) => onChange({ ...value, siteId })}
      />
    </div>
  );
}
