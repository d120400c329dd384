const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** How Analytics writes its figures (the PDF writes them the same way). */
export const fmt = {
  count: (n: number) => n.toLocaleString('en-US'),
  money: (n: number) => dollars.format(n),
  pct: (n: number) => `${n}%`,
  hours: (n: number) => `${n} h`,
  ratio: (n: number) => n.toFixed(2),
  minutes: (n: number) => `${n} min`,
};

/** Rows of a breakdown with their labels, for a chart and its table. */
export function labelled<K extends string>(rows: { key: K; count: number }[], labels: Record<K, string>) {
  return rows.map((r) => ({ label: labels[r.key] ?? r.key, value: r.count }));
}
