import { BarChart3, Table2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

interface ChartCardProps {
  title: string;
  description?: string;
  /** The chart, drawn for sighted users; the same numbers are in `table`. */
  chart: ReactNode;
  table: ChartTable;
  /** Shown instead of the chart when there is nothing to draw ('No tickets in this period'). */
  empty?: string | null;
  className?: string;
}

/**
 * A chart with its numbers: the chart is an image with a name, and a button switches to the table
 * (screen readers get the table, always in the page, hidden visually while the chart shows).
 */
export function ChartCard({ title, description, chart, table, empty, className }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const { t } = useTranslation('analytics');
  const grid = (
    <table aria-label={title} className="w-full border-separate border-spacing-0 text-sm">
      <TableHeader>
        <TableRow>
          {table.columns.map((c, i) => (
            <TableHead key={c} className={i > 0 ? 'text-right' : undefined}>
              {c}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {table.rows.map((row) => (
          <TableRow key={String(row[0])}>
            {row.map((cell, i) => (
              <TableCell key={table.columns[i]} className={i > 0 ? 'text-right tabular-nums' : undefined}>
                {typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </table>
  );
  return (
    <Card className={className}>
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="min-w-0">
          <CardTitle>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {!empty && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={asTable ? t('chart.showAsChart', { title }) : t('chart.showAsTable', { title })}
            aria-controls={tableId}
            onClick={() => setAsTable((v) => !v)}
          >
            {asTable ? <BarChart3 aria-hidden /> : <Table2 aria-hidden />}
            {asTable ? t('chart.chart') : t('chart.table')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="py-10 text-center text-sm text-muted-fg">{empty}</p>
        ) : (
          <>
            {!asTable && (
              <div role="img" aria-label={t('chart.image', { title })} className="h-64 w-full">
                {chart}
              </div>
            )}
            {/* Shown, it scrolls inside its card (a focusable region); hidden, screen readers still read it. */}
            <div
              id={tableId}
              className={asTable ? 'max-h-72 overflow-auto' : 'sr-only'}
              {...(asTable
                ? { tabIndex: 0, role: 'region', 'aria-label': t('chart.region', { title }) }
                : {})}
            >
              {grid}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
