import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type LucideIcon, SearchX } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { Card } from './card';
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
  /** Shown in the heading instead of `header` (a sort button, a select-all box). */
  head?: ReactNode;
  /** The heading's aria-sort, on a column the rows can be sorted by. */
  sort?: 'ascending' | 'descending' | 'none';
}

interface DataListProps<T> {
  /** The read behind the list: its loading and failed states, and Try again. */
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The phone layout: one card per row (and every width's, in a `grid`). */
  card: (row: T) => ReactNode;
  /** What the rows are, for screen readers ("Audit entries"). */
  label: string;
  /** Names the table instead of `label` when it says more (e.g. "Licenses, sorted by name"). */
  caption?: string;
  loading: string;
  failed: string;
  /**
   * Nothing at all yet (with the action that adds the first), and nothing matching the filters (a
   * SearchX icon unless told).
   */
  empty: { icon: LucideIcon; title: string; description?: ReactNode; action?: ReactNode };
  noMatch?: { icon?: LucideIcon; title: string; description?: ReactNode; action?: ReactNode };
  filtered?: boolean;
  /** Under the rows: how many, Load more (see ListFooter). */
  footer?: ReactNode;
  /** Marks a row as selected (its table row and card are highlighted). */
  isSelected?: (row: T) => boolean;
  /** A row's own class, on its table row and its card (a warning's tint). */
  rowClassName?: (row: T) => string | undefined;
  className?: string;
  tableClassName?: string;
  /** From which width the table shows (md unless its columns need lg's room). */
  tableFrom?: 'md' | 'lg';
}

/**
 * The wide layout (md and up): a table of `columns`, or the cards at every width in a `grid` (its
 * class), each card a Card of its own; a grid is not in a list's Card, so its states take one.
 */
type Layout<T> =
  | { columns: readonly DataColumn<T>[]; grid?: undefined }
  | { grid: string; columns?: undefined };

/**
 * The one body of a list screen: loading → failed (Try again) → empty or no match → a table from md
 * up and cards on a phone, rendering only the rows near the view once there are many.
 */
export function DataList<T>(props: DataListProps<T> & Layout<T>) {
  const { query, rows, empty, noMatch, filtered } = props;
  const wide = useMediaQuery(props.tableFrom === 'lg' ? '(min-width: 1024px)' : '(min-width: 768px)');
  const grid = props.grid !== undefined;
  const framed = (state: ReactNode) => (grid ? <Card>{state}</Card> : state);
  if (query.isPending) return framed(<LoadingState message={props.loading} />);
  if (query.isError) return <LoadError bare={!grid} title={props.failed} query={query} />;
  if (rows.length === 0) {
    const state = filtered && noMatch ? { ...noMatch, icon: noMatch.icon ?? SearchX } : empty;
    return framed(<EmptyState {...state} />);
  }
  return (
    <div className={props.className}>
      {grid ? <RowsGrid {...props} /> : wide ? <RowsTable {...props} /> : <RowsCards {...props} />}
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

function RowsTable<T>(props: DataListProps<T> & { columns: readonly DataColumn<T>[] }) {
  const { rows, rowKey, columns, caption, isSelected, rowClassName } = props;
  const { start, indexes, padTop, padBottom, measure } = useWindowRows(rows.length, 53);
  return (
    <section ref={start}>
      <Table
        aria-label={caption ? undefined : props.label}
        aria-rowcount={rows.length + 1}
        className={props.tableClassName}
      >
        {caption && <caption className="sr-only">{caption}</caption>}
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHead key={c.header} className={c.className} aria-sort={c.sort}>
                {c.head ?? (c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header)}
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
              <TableRow
                key={rowKey(row)}
                data-index={i}
                ref={measure}
                aria-rowindex={i + 2}
                data-state={isSelected?.(row) ? 'selected' : undefined}
                className={rowClassName?.(row)}
              >
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

function RowsCards<T>({ rows, rowKey, card, label, isSelected, rowClassName }: DataListProps<T>) {
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
            <li
              key={rowKey(row)}
              data-index={i}
              ref={measure}
              data-state={isSelected?.(row) ? 'selected' : undefined}
              className={cn('px-4 py-3 data-[state=selected]:bg-brand-soft', rowClassName?.(row))}
            >
              {card(row)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A board of cards: few enough to render them all, however many columns the grid has. */
function RowsGrid<T>({ rows, rowKey, card, label, grid }: DataListProps<T> & { grid: string }) {
  return (
    <ul aria-label={label} className={grid}>
      {rows.map((row) => (
        <li key={rowKey(row)} className="grid">
          {card(row)}
        </li>
      ))}
    </ul>
  );
}
