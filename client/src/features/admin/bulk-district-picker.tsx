import type { District } from '@domain/districts';
import { SERVICE_LEVEL_LABELS } from '@domain/tiers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { districtFilterControls, useDistrictFilter, useDistricts } from '@/features/districts';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { FilterBar } from '@/ui/filter-bar';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';

interface Props {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/** The districts an operation runs on: search, tier and status filters, Select All / None, the count. */
export function BulkDistrictPicker({ selected, onChange }: Props) {
  const { t } = useTranslation('admin');
  const { t: tDistricts } = useTranslation('districts');
  const districts = useDistricts();
  const all = useMemo(() => districts.data ?? [], [districts.data]);
  const { filter, shown } = useDistrictFilter(all);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('bulk.picker.title')}</CardTitle>
        <p className="text-sm text-muted-fg tabular-nums" aria-live="polite">
          {t('bulk.picker.selected', { selected: selected.size, total: all.length })}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {/* The card is half the page wide on desktops: the search takes its own line. */}
        <div className="[&>search]:flex-col [&>search]:items-stretch">
          <FilterBar filter={filter} controls={districtFilterControls(tDistricts)} className="mb-0" />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={shown.length === 0}
            onClick={() => onChange(new Set([...selected, ...shown.map((d) => d.id)]))}
          >
            {t('bulk.picker.selectAll')}
            {shown.length !== all.length ? t('bulk.picker.shown', { shown: shown.length }) : ''}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={selected.size === 0}
            onClick={() => onChange(new Set())}
          >
            {t('bulk.picker.selectNone')}
          </Button>
        </div>
        {districts.isPending ? (
          <LoadingState message={t('bulk.picker.loading')} className="py-8" />
        ) : districts.isError ? (
          <LoadError title={t('bulk.picker.failed')} query={districts} />
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-fg">{t('bulk.picker.none')}</p>
        ) : (
          <ul
            aria-label={t('bulk.picker.listLabel')}
            className="max-h-80 divide-y divide-border overflow-y-auto rounded-md border border-border"
          >
            {shown.map((d) => (
              <DistrictRow key={d.id} district={d} checked={selected.has(d.id)} onToggle={toggle} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function DistrictRow({
  district,
  checked,
  onToggle,
}: {
  district: District;
  checked: boolean;
  onToggle: (id: string, on: boolean) => void;
}) {
  const id = `bulk-district-${district.id}`;
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onToggle(district.id, v === true)} />
      <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer flex-wrap items-baseline gap-x-2">
        <span className="truncate text-sm font-medium text-fg" title={district.name}>
          {district.name}
        </span>
        <span className="text-xs text-muted-fg">
          {district.code} · {SERVICE_LEVEL_LABELS[district.serviceLevel]} · {district.status}
        </span>
      </label>
    </li>
  );
}
