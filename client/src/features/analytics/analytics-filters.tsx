import { RANGE_PRESET_LABELS, RANGE_PRESETS, type RangePreset } from '@domain/analytics';
import { SERVICE_LEVEL_LABELS, SERVICE_LEVELS } from '@domain/tiers';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/ui/filter-select';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { optionsOf } from '@/ui/select';
import type { AnalyticsView } from './analytics-params';

const ALL_TIERS = 'all';

/** The range (a preset or custom days) and, for a provider admin's roll-up, the tier. */
export function AnalyticsFilters({
  view,
  update,
  rollup,
}: {
  view: AnalyticsView;
  update: (change: Record<string, string | null>) => void;
  /** A provider admin with every district chosen: the tier narrows the roll-up. */
  rollup: boolean;
}) {
  const { t } = useTranslation('analytics');
  const tierOptions = [
    { value: ALL_TIERS, label: t('filters.everyTier') },
    ...SERVICE_LEVELS.map((level) => ({
      value: level,
      label: t('filters.tierDistricts', { tier: SERVICE_LEVEL_LABELS[level] }),
    })),
  ];
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FilterSelect<RangePreset>
        label={t('filters.range')}
        className="w-44"
        value={view.preset}
        options={optionsOf(RANGE_PRESETS, RANGE_PRESET_LABELS)}
        onValueChange={(range) =>
          update(range === 'custom' ? { range, from: view.range.from, to: view.range.to } : { range })
        }
      />
      {view.preset === 'custom' && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor="analytics-from">{t('filters.from')}</Label>
            <Input
              id="analytics-from"
              type="date"
              className="w-40"
              value={view.range.from}
              max={view.range.to}
              onChange={(e) => e.target.value && update({ from: e.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="analytics-to">{t('filters.to')}</Label>
            <Input
              id="analytics-to"
              type="date"
              className="w-40"
              value={view.range.to}
              min={view.range.from}
              onChange={(e) => e.target.value && update({ to: e.target.value })}
            />
          </div>
        </div>
      )}
      {rollup && (
        <FilterSelect
          label={t('filters.tier')}
          className="w-52"
          value={view.tier ?? ALL_TIERS}
          options={tierOptions}
          onValueChange={(tier) => update({ tier: tier === ALL_TIERS ? null : tier })}
        />
      )}
    </div>
  );
}
