/**
 * Values of <input type="datetime-local"> ("2026-03-04T09:30", the viewer's local time) to and
 * from the API's ISO 8601 instants.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function toDateTimeInput(value: string | number | Date): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant the viewer means; '' stays '' (the schema then says the field is required). */
export function fromDateTimeInput(value: string): string {
  if (!value) return '';
  // Without an offset, the Date constructor reads date-time text as local time.
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

/** The next full hour from `now`, as the default start of a new meeting. */
export function nextFullHour(now = new Date()): Date {
  const d = new Date(now);
  d.setMinutes(0, 0, 0);
  d.setHours(d.getHours() + 1);
  return d;
}
