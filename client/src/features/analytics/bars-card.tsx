import { useTranslation } from 'react-i18next';
import { ChartCard } from './chart-card';
import { BarsChart } from './charts';

/** A breakdown as horizontal bars, with its table. */
export function BarsCard({
  title,
  description,
  rows,
  format,
  empty,
  valueLabel,
  labelColumn,
}: {
  title: string;
  description?: string;
  rows: { label: string; value: number }[];
  format?: (n: number) => string;
  /** Why nothing is drawn; shown when every value is 0. */
  empty: string;
  valueLabel?: string;
  labelColumn?: string;
}) {
  const nothing = rows.every((r) => r.value === 0);
  const { t } = useTranslation('analytics');
  return (
    <ChartCard
      title={title}
      description={description}
      empty={nothing ? empty : null}
      chart={<BarsChart data={rows} format={format} />}
      table={{
        columns: [labelColumn ?? t('bars.category'), valueLabel ?? t('bars.count')],
        rows: rows.map((r) => [r.label, format ? format(r.value) : r.value]),
      }}
    />
  );
}
