import type { Visit } from '@domain/visits';
import { ACTIVE_VISIT_STATUSES, OPEN_VISIT_STATUSES } from '@domain/visits';
import { i18n } from '@/lib/i18n';

/** The date filter of the screen (see docs/product.md#scheduling). */
export const DATE_FILTERS = [
  { value: 'upcoming', label: i18n.t('visits:filters.dates.upcoming') },
  { value: 'today', label: i18n.t('visits:filters.dates.today') },
  { value: 'tomorrow', label: i18n.t('visits:filters.dates.tomorrow') },
  { value: 'week', label: i18n.t('visits:filters.dates.week') },
] as const;
export type DateFilter = (typeof DATE_FILTERS)[number]['value'];

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/** Monday to Monday of the viewer's week. */
export function weekOf(now: Date): { from: Date; to: Date } {
  const day = startOfDay(now);
  const from = addDays(day, -((day.getDay() + 6) % 7));
  return { from, to: addDays(from, 7) };
}

/** The window a date filter asks the server for ("upcoming": from the start of today on). */
export function windowOf(filter: DateFilter, now = new Date()): { from: string; to?: string } {
  const today = startOfDay(now);
  if (filter === 'today') return { from: today.toISOString(), to: addDays(today, 1).toISOString() };
  if (filter === 'tomorrow')
    return { from: addDays(today, 1).toISOString(), to: addDays(today, 2).toISOString() };
  if (filter === 'week') {
    const week = weekOf(now);
    return { from: week.from.toISOString(), to: week.to.toISOString() };
  }
  return { from: today.toISOString() };
}

/** The four cards, from this week's visits. */
export function visitCounts(week: Visit[], now = new Date()) {
  const today = startOfDay(now).getTime();
  const tomorrow = addDays(startOfDay(now), 1).getTime();
  const startsToday = (v: Visit) => {
    const t = new Date(v.scheduledStart).getTime();
    return t >= today && t < tomorrow;
  };
  return {
    today: week.filter((v) => startsToday(v) && v.status !== 'cancelled').length,
    active: week.filter((v) => ACTIVE_VISIT_STATUSES.includes(v.status)).length,
    upcoming: week.filter(
      (v) => OPEN_VISIT_STATUSES.includes(v.status) && new Date(v.scheduledStart).getTime() >= now.getTime(),
    ).length,
    completed: week.filter((v) => v.status === 'completed').length,
  };
}

/** The same day in the viewer's time zone. */
export function sameDay(a: Date, b: Date): boolean {
  return startOfDay(a).getTime() === startOfDay(b).getTime();
}
