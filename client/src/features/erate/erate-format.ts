const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as the screens show them ($12,500.50); '—' for unknown. */
export const dollars = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : USD.format(value);

/** A calendar day (2026-09-15) as Sep 15, 2026. */
export function day(iso: string | null | undefined): string {
  if (!iso) return '—';
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
