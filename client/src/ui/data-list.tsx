import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { LoadingState } from './spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

/** Past this many rows only those near the view are rendered. */
export const VIRTUAL_FROM = 200;

export interface DataColumn<T> {
  /** The column's heading (kept for screen readers when `hideHeader`). */
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  hideHeader?: boolean;
}

interface DataListProps<T> {
  /** The read behind the list: its loading and failed states, and Try again. */
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The wide layout (md and up). */
  columns: readonly DataColumn<T>[];
  /** The phone layout: one card per row. */
  card: (row: T) => ReactNode;
  /** What the rows are, for screen readers ("Audit entries"). */
  label: string;
  /** The table's name when it says more than the phone list's `label`. */
  tableLabel?: string;
  /** Classes of the table, e.g. `table-fixed` so its columns keep their widths and cut long text. */
  tableClassName?: string;
  loading: string;
  failed: string;
  /** Nothing at all yet (with the action that adds the first), and nothing matching the filters. */
  empty: { icon: LucideIcon; title: string; description?: ReactNode; action?: ReactNode };
  noMatch?: { icon?: LucideIcon; title: string; description?: ReactNode; action?: ReactNode };
  filtered?: boolean;
  /** Under the rows: how many, Load more (see ListFooter). */
  footer?: ReactNode;
  className?: string;
}

/**
 * The one body of a list screen: loading → failed (Try again) → empty or no match → a table from md
 * up and cards on a phone, rendering only the rows near the view once there are many.
 */
export function DataList<T>(props: DataListProps<T>) {
  const { query, rows, empty, noMatch, filtered } = props;
  const wide = useMediaQuery('(min-width: 768px)');
  if (query.isPending) return <LoadingState message={props.loading} />;
  if (query.isError) return <LoadError bare title={props.failed} query={query} />;
  if (rows.length === 0) {
    const state = filtered && noMatch ? { ...noMatch, icon: noMatch.icon ?? empty.icon } : empty;
    return <EmptyState {...state} />;
  }
  return (
    <div className={props.className}>
      {wide ? <RowsTable {...props} /> : <RowsCards {...props} />}
      {props.footer}
    </div>
  );
}

/** The rows near the view and the space the others take, measured as they render. */
function useWindowRows(count: number, estimate: number) {
  const start = useRef<HTMLElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset((start.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimate,
    overscan: 8,
    scrollMargin: offset,
    enabled: count > VIRTUAL_FROM,
  });
  if (count <= VIRTUAL_FROM)
    return { start, indexes: [...Array(count).keys()], padTop: 0, padBottom: 0, measure: undefined };
  const items = virtualizer.getVirtualItems();
  const padTop = Math.max(0, (items[0]?.start ?? offset) - offset);
  const padBottom = Math.max(0, virtualizer.getTotalSize() - ((items.at(-1)?.end ?? offset) - offset));
  return {
    start,
    indexes: items.map((i) => i.index),
    padTop,
    padBottom,
    measure: virtualizer.measureElement,
  };
}

function RowsTable<T>({ rows, rowKey, columns, label, tableLabel, tableClassName }: DataListProps<T>) {
  const { start, indexes, padTop, padBottom, measure } = useWindowRows(rows.length, 53);
  return (
    <section ref={start}>
      <Table aria-label={tableLabel ?? label} aria-rowcount={rows.length + 1} className={tableClassName}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHead key={c.header} className={c.className}>
                {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {padTop > 0 && (
            <tr aria-hidden>
              <td style={{ height: padTop }} colSpan={columns.length} />
            </tr>
          )}
          {indexes.map((i) => {
            const row = rows[i]!;
            return (
              <TableRow key={rowKey(row)} data-index={i} ref={measure} aria-rowindex={i + 2}>
                {columns.map((c) => (
                  <TableCell key={c.header} className={c.className}>
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden>
              <td style={{ height: padBottom }} colSpan={columns.length} />
            </tr>
          )}
        </TableBody>
      </Table>
    </section>
  );
}

function RowsCards<T>({ rows, rowKey, card, label }: DataListProps<T>) {
  const { start, indexes, padTop, padBottom, measure } = useWindowRows(rows.length, 96);
  return (
    <section ref={start}>
      <ul
        aria-label={label}
        className={cn('divide-y divide-border')}
        style={{ paddingTop: padTop, paddingBottom: padBottom }}
      >
        {indexes.map((i) => {
          const row = rows[i]!;
          return (
            <li key={rowKey(row)} data-index={i} ref={measure} className="px-4 py-3">
              {card(row)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
