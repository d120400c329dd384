import {
  ANALYTICS_TABS,
  type AnalyticsTab,
  type DateRange,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
} from '@domain/analytics';
import type { analyticsApi } from '@domain/api/analytics';
import type { EndpointInput } from '@domain/api/endpoint';
import { SERVICE_LEVELS, type ServiceLevel } from '@domain/tiers';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamUpdate } from '@/lib/use-search-param-update';

/** The screen's filters, kept in the URL so a view can be shared: tab, range (and custom days), tier. */
export interface AnalyticsView {
  tab: AnalyticsTab;
  preset: RangePreset;
  range: DateRange;
  /** A provider admin's roll-up of one tier (with every district chosen in the picker). */
  tier: ServiceLevel | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Days are part of the address only for a custom range. */
function keepDaysOnlyForCustom(next: URLSearchParams) {
  if (next.get('range') !== 'custom') {
    next.delete('from');
    next.delete('to');
  }
}

export function useAnalyticsView() {
  const [params] = useSearchParams();
  const view = useMemo<AnalyticsView>(() => {
    const preset = pick(RANGE_PRESETS, params.get('range'), '30d');
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const range =
      preset === 'custom' && DAY.test(from) && DAY.test(to)
        ? { from, to }
        : presetRange(preset === 'custom' ? '30d' : preset);
    const tier = params.get('tier');
    return {
      tab: pick(ANALYTICS_TABS, params.get('tab'), 'overview'),
      preset,
      range,
      tier: SERVICE_LEVELS.includes(tier as ServiceLevel) ? (tier as ServiceLevel) : null,
    };
  }, [params]);

  const update = useSearchParamUpdate(keepDaysOnlyForCustom);
  return { view, update };
}

/** The API's query for a view: the range, and the district or tier a provider admin chose. */
export function analyticsQuery(view: AnalyticsView, districtId: string | null): AnalyticsQueryInput {
  const { from, to } = view.range;
  return districtId ? { from, to, districtId } : view.tier ? { from, to, tier: view.tier } : { from, to };
}

/** The query of a tab, its exports and the reports: the range, and the district or tier. */
export type AnalyticsQueryInput = NonNullable<EndpointInput<typeof analyticsApi.tab>['query']>;
