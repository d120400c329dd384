import { SearchInput } from '@/ui/search-input';
import { Select } from '@/ui/select';
import type { TicketFilter } from './ticket-keys';
import { CATEGORY_FILTER_OPTIONS, PRIORITY_FILTER_OPTIONS, STATUS_FILTER_OPTIONS } from './ticket-options';

/** Search plus status, priority and category filters, all applied by the server. */
export function TicketFilters({
  value,
  onChange,
}: {
  value: TicketFilter;
  onChange: (next: TicketFilter) => void;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <SearchInput
        className="flex-1"
        aria-label="Search tickets"
        placeholder="Search by title, description or ticket number…"
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <Select
          aria-label="Filter by status"
          className="md:w-40"
          options={STATUS_FILTER_OPTIONS}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as TicketFilter['status'] })}
        />
        <Select
          aria-label="Filter by priority"
          className="md:w-40"
          options={PRIORITY_FILTER_OPTIONS}
          value={value.priority}
          onChange={(e) => onChange({ ...value, priority: e.target.value as TicketFilter['priority'] })}
        />
        <Select
          aria-label="Filter by category"
          className="col-span-2 md:w-44"
          options={CATEGORY_FILTER_OPTIONS}
          value={value.category}
          onChange={(e) => onChange({ ...value, category: e.target.value as TicketFilter['category'] })}
        />
      </div>
    </div>
  );
}
