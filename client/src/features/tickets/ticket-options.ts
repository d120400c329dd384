import { PRIORITIES, PRIORITY_LABELS } from '@domain/priorities';
import {
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
} from '@domain/tickets';
import { i18n } from '@/lib/i18n';
import { withAll } from '@/ui/select';

export const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({
  value: p,
  label: PRIORITY_LABELS[p],
}));
export const CATEGORY_OPTIONS = TICKET_CATEGORIES.map((c) => ({
  value: c,
  label: TICKET_CATEGORY_LABELS[c],
}));
const STATUS_OPTIONS = TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }));

export const STATUS_FILTER_OPTIONS = withAll(i18n.t('tickets:filters.allStatuses'), STATUS_OPTIONS);
export const PRIORITY_FILTER_OPTIONS = withAll(i18n.t('tickets:filters.allPriorities'), PRIORITY_OPTIONS);
export const CATEGORY_FILTER_OPTIONS = withAll(i18n.t('tickets:filters.allCategories'), CATEGORY_OPTIONS);
