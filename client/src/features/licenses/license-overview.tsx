import {
  formatLicenseCost,
  LICENSE_STATUSES,
  type LicenseListItem,
  utilizationPercent,
} from '@domain/licenses';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { DataColumn } from '@/ui/data-list';
import { RowOpener } from '@/ui/row-opener';
import { LicenseStatusBadge, RenewalText, seatsText, UtilizationMeter } from './license-badges';
import { type LicenseActions, LicenseRowMenu } from './license-row-menu';

const SORTS = {
  name: { label: 'overview.sorts.name', value: (l: LicenseListItem) => l.name.toLowerCase() },
  category: { label: 'overview.sorts.category', value: (l: LicenseListItem) => l.category },
  utilization: {
    label: 'overview.sorts.utilization',
    value: (l: LicenseListItem) => utilizationPercent(l) ?? -1,
  },
  cost: { label: 'overview.sorts.cost', value: (l: LicenseListItem) => l.cost ?? -1 },
  renewal: { label: 'overview.sorts.renewal', value: (l: LicenseListItem) => l.renewalDate },
  status: {
    label: 'overview.sorts.status',
    value: (l: LicenseListItem) => LICENSE_STATUSES.indexOf(l.status),
  },
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

/**
 * The Overview tab: the columns of the table, sorted by any column heading (wide screens), or one
 * card per license (phones), and the rows in the chosen order.
 */
export function useLicenseOverview(rows: LicenseListItem[], showCosts: boolean, actions: LicenseActions) {
  const { t } = useTranslation('licenses');
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'ascending' });
  const sortedRows = useMemo(() => sorted(rows, sort), [rows, sort]);

  const sortable = (
    key: SortKey,
    column: Omit<DataColumn<LicenseListItem>, 'header'>,
  ): DataColumn<LicenseListItem> => {
    const active = sort.key === key;
    const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
    const head = (
      <button
        type="button"
        className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 hover:text-fg"
        onClick={() =>
          setSort({ key, direction: active && sort.direction === 'ascending' ? 'descending' : 'ascending' })
        }
      >
        {t(SORTS[key].label)}
        <Icon aria-hidden className={cn('size-3.5', !active && 'opacity-40')} />
      </button>
    );
    return { ...column, header: t(SORTS[key].label), head, sort: active ? sort.direction : 'none' };
  };

  const columns: DataColumn<LicenseListItem>[] = [
    sortable('name', {
      className: 'py-2.5',
      cell: (l) => (
        <>
          <RowOpener name={l.name} onOpen={() => actions.onView(l)} />
          <span className="block truncate text-xs text-subtle-fg" title={l.vendor}>
            {l.vendor}
          </span>
        </>
      ),
    }),
    sortable('category', {
      className: 'w-44 text-muted-fg',
      cell: (l) => (
        <span className="block truncate" title={l.category}>
          {l.category}
        </span>
      ),
    }),
    {
      header: t('overview.seats'),
      className: 'w-32 whitespace-nowrap text-muted-fg tabular-nums',
      cell: seatsText,
    },
    sortable('utilization', { className: 'w-40', cell: (l) => <UtilizationMeter license={l} /> }),
    ...(showCosts
      ? [sortable('cost', { className: 'w-28 tabular-nums', cell: (l) => formatLicenseCost(l.cost) })]
      : []),
    sortable('renewal', { className: 'w-36 text-muted-fg', cell: (l) => <RenewalText license={l} /> }),
    sortable('status', { className: 'w-28', cell: (l) => <LicenseStatusBadge status={l.status} /> }),
    {
      header: t('overview.actions'),
      hideHeader: true,
      className: 'w-14 pl-0',
      cell: (l) => <LicenseRowMenu license={l} {...actions} />,
    },
  ];

  const card = (l: LicenseListItem) => (
    <div className="flex flex-col gap-2">
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
        <dt className="text-subtle-fg">{t('overview.seats')}</dt>
        <dd className="text-right tabular-nums text-fg">{seatsText(l)}</dd>
        {showCosts && (
          <>
            <dt className="text-subtle-fg">{t('overview.annualCost')}</dt>
            <dd className="text-right tabular-nums text-fg">{formatLicenseCost(l.cost)}</dd>
          </>
        )}
        <dt className="text-subtle-fg">{t('overview.renewal')}</dt>
        <dd className="text-right text-fg">
          <RenewalText license={l} />
        </dd>
      </dl>
      {utilizationPercent(l) !== null && <UtilizationMeter license={l} />}
    </div>
  );

  return {
    rows: sortedRows,
    columns,
    card,
    caption: t('overview.caption', { sort: t(SORTS[sort.key].label).toLowerCase() }),
  };
}
