// Money (issue 34): the database keeps integer cents; the API carries dollars as numbers with two
// decimals (like licenses' `cost`). These are the one place the two meet.

/** Dollars (a number with at most two decimals) to integer cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Integer cents to dollars with two decimals. */
export const fromCents = (cents: number): number => Math.round(cents) / 100;

/** "$45.00", "−$20.00" (a real minus sign), "$1,234.50". */
export function formatCents(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  const text = `$${dollars}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `−${text}` : text;
}
