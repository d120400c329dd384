import { PRIORITIES } from '@domain/priorities';
import { TICKET_CATEGORIES, TICKET_STATUSES } from '@domain/tickets';
import { i18n } from '@/lib/i18n';
import { useListFilter } from '@/lib/use-list-filter';
import type { FilterControl } from '@/ui/filter-bar';
import { NO_TICKET_FILTER, type TicketFilter } from './ticket-keys';
import { CATEGORY_FILTER_OPTIONS, PRIORITY_FILTER_OPTIONS, STATUS_FILTER_OPTIONS } from './ticket-options';

/** Search plus status, priority and category filters, all applied by the server. */
export const TICKET_FILTER_CONTROLS: FilterControl<TicketFilter>[] = [
  {
    kind: 'search',
    key: 'search',
    label: i18n.t('tickets:filters.search'),
    placeholder: i18n.t('tickets:filters.searchPlaceholder'),
  },
  {
    kind: 'select',
    key: 'status',
    label: i18n.t('tickets:filters.status'),
    options: STATUS_FILTER_OPTIONS,
    className: 'md:w-40',
  },
  {
    kind: 'select',
    key: 'priority',
    label: i18n.t('tickets:filters.priority'),
    options: PRIORITY_FILTER_OPTIONS,
    className: 'md:w-40',
  },
  {
    kind: 'select',
    key: 'category',
    label: i18n.t('tickets:filters.category'),
    options: CATEGORY_FILTER_OPTIONS,
    className: 'col-span-2 md:w-44',
  },
];

/** The tickets' filters, in the address; the search applied once typing pauses. */
export const useTicketFilter = () =>
  useListFilter(NO_TICKET_FILTER, {
    debounced: ['search'],
    allowed: {
      status: ['all', ...TICKET_STATUSES],
      priority: ['all', ...PRIORITIES],
      category: ['all', ...TICKET_CATEGORIES],
    },
  });
