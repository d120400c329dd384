import {
  formatLicenseCost,
  LICENSE_STATUSES,
  type LicenseListItem,
  utilizationPercent,
} from '@domain/licenses';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { LicenseStatusBadge, RenewalText, seatsText, UtilizationMeter } from './license-badges';
import { type LicenseActions, LicenseRowMenu } from './license-row-menu';

const SORTS = {
  name: { label: 'License', value: (l: LicenseListItem) => l.name.toLowerCase() },
  category: { label: 'Category', value: (l: LicenseListItem) => l.category },
  utilization: { label: 'Utilization', value: (l: LicenseListItem) => utilizationPercent(l) ?? -1 },
  cost: { label: 'Annual Cost', value: (l: LicenseListItem) => l.cost ?? -1 },
  renewal: { label: 'Renewal', value: (l: LicenseListItem) => l.renewalDate },
  status: { label: 'Status', value: (l: LicenseListItem) => LICENSE_STATUSES.indexOf(l.status) },
} as const;
type SortKey = keyof typeof SORTS;
interface Sort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

function sorted(rows: LicenseListItem[], sort: Sort): LicenseListItem[] {
  const value = SORTS[sort.key].value;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x < y) return -sign;
    if (x > y) return sign;
    return a.name.localeCompare(b.name);
  });
}

interface OverviewProps extends LicenseActions {
  rows: LicenseListItem[];
  showCosts: boolean;
}

/**
 * The Overview tab: a table sorted by any column heading on wide screens, stacked cards on narrow
 * ones (the page never scrolls sideways).
 */
export function LicenseOverview({ rows, showCosts, ...actions }: OverviewProps) {
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'ascending' });
  const list = useMemo(() => sorted(rows, sort), [rows, sort]);
  const wide = useMediaQuery('(min-width: 1024px)');
  if (!wide) return <LicenseCards rows={list} showCosts={showCosts} {...actions} />;

  const head = (key: SortKey, className?: string) => {
    const active = sort.key === key;
    const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
    return (
      <TableHead className={className} aria-sort={active ? sort.direction : 'none'}>
        <button
          type="button"
          className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 hover:text-fg"
          onClick={() =>
            setSort({
              key,
              direction: active && sort.direction === 'ascending' ? 'descending' : 'ascending',
            })
          }
        >
          {SORTS[key].label}
          <Icon aria-hidden className={cn('size-3.5', !active && 'opacity-40')} />
        </button>
      </TableHead>
    );
  };

  return (
    <Table containerClassName="max-h-[min(720px,calc(100dvh-24rem))] min-h-64" className="table-fixed">
      <caption className="sr-only">Licenses, sorted by {SORTS[sort.key].label.toLowerCase()}</caption>
      <colgroup>
        <col />
        <col className="w-44" />
        <col className="w-32" />
        <col className="w-40" />
        {showCosts && <col className="w-28" />}
        <col className="w-36" />
        <col className="w-28" />
        <col className="w-14" />
      </colgroup>
      <TableHeader>
        <tr>
          {head('name')}
          {head('category')}
          <TableHead>Seats</TableHead>
          {head('utilization')}
          {showCosts && head('cost')}
          {head('renewal')}
          {head('status')}
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {list.map((l) => (
          <TableRow key={l.id}>
            <TableCell className="py-2.5">
              <button
                type="button"
                className="block max-w-full cursor-pointer truncate text-left font-medium hover:underline"
                title={l.name}
                onClick={() => actions.onView(l)}
              >
                {l.name}
              </button>
              <span className="block truncate text-xs text-subtle-fg" title={l.vendor}>
                {l.vendor}
              </span>
            </TableCell>
            <TableCell className="truncate text-muted-fg" title={l.category}>
              {l.category}
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-fg tabular-nums">{seatsText(l)}</TableCell>
            <TableCell>
              <UtilizationMeter license={l} />
            </TableCell>
            {showCosts && <TableCell className="tabular-nums">{formatLicenseCost(l.cost)}</TableCell>}
            <TableCell className="text-muted-fg">
              <RenewalText license={l} />
            </TableCell>
            <TableCell>
              <LicenseStatusBadge status={l.status} />
            </TableCell>
            <TableCell className="pl-0">
              <LicenseRowMenu license={l} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The narrow layout: one card per license. */
function LicenseCards({ rows, showCosts, ...actions }: OverviewProps) {
  return (
    <ul aria-label="Licenses" className="divide-y divide-border">
      {rows.map((l) => (
        <li key={l.id} className="flex flex-col gap-2 px-4 py-3">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <button
                type="button"
                className="block max-w-full truncate text-left text-sm font-medium text-fg hover:underline"
                title={l.name}
                onClick={() => actions.onView(l)}
              >
                {l.name}
              </button>
              <span className="block break-words text-xs text-muted-fg">
                {l.vendor} · {l.category}
              </span>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <LicenseStatusBadge status={l.status} />
              <LicenseRowMenu license={l} {...actions} />
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
            <dt className="text-subtle-fg">Seats</dt>
            <dd className="text-right tabular-nums text-fg">{seatsText(l)}</dd>
            {showCosts && (
              <>
                <dt className="text-subtle-fg">Annual cost</dt>
                <dd className="text-right tabular-nums text-fg">{formatLicenseCost(l.cost)}</dd>
              </>
            )}
            <dt className="text-subtle-fg">Renewal</dt>
            <dd className="text-right text-fg">
              <RenewalText license={l} />
            </dd>
          </dl>
          {utilizationPercent(l) !== null && <UtilizationMeter license={l} />}
        </li>
      ))}
    </ul>
  );
}
