import {
  formatLicenseCost,
  isPerSeat,
  type LicenseListItem,
  utilizationAdvice,
  utilizationPercent,
} from '@domain/licenses';
import { CircleAlert, CircleCheck, Gauge, TrendingDown, TrendingUp } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { UtilizationMeter } from './license-badges';

const ADVICE = {
  over: { icon: CircleAlert, className: 'text-tone-red-fg' },
  high: { icon: TrendingUp, className: 'text-tone-red-fg' },
  low: { icon: TrendingDown, className: 'text-tone-blue-fg' },
  healthy: { icon: CircleCheck, className: 'text-tone-green-fg' },
} as const;

/**
 * The Utilization tab: a bar per per-seat license (not cancelled), the fullest first, with its
 * advice: over-allocated, buy more (90 % or more), fewer seats and what they would save (50 % or
 * less), or healthy. Site and unlimited licenses have no utilization.
 */
export function UtilizationView({
  rows,
  showCosts,
  onView,
}: {
  rows: LicenseListItem[];
  showCosts: boolean;
  onView: (license: LicenseListItem) => void;
}) {
  const live = rows.filter((l) => l.status !== 'cancelled');
  const counted = live
    .filter((l) => isPerSeat(l.seatModel))
    .sort(
      (a, b) => (utilizationPercent(b) ?? -1) - (utilizationPercent(a) ?? -1) || a.name.localeCompare(b.name),
    );
  const uncounted = live.length - counted.length;
  if (counted.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={Gauge}
          title="No per-seat licenses to measure"
          description="Utilization is shown for per-user and per-device licenses."
        />
      </Card>
    );
  }
  return (
    <Card>
      <ul aria-label="License utilization" className="divide-y divide-border">
        {counted.map((l) => {
          const advice = utilizationAdvice(l);
          const look = advice ? ADVICE[advice.kind] : null;
          return (
            <li key={l.id} className="flex flex-col gap-2 px-4 py-3.5 sm:px-5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <button
                  type="button"
                  className="min-w-0 cursor-pointer truncate text-left text-sm font-medium text-fg hover:underline"
                  title={l.name}
                  onClick={() => onView(l)}
                >
                  {l.name}
                </button>
                <span className="text-xs text-muted-fg tabular-nums">
                  {formatNumber(l.usedLicenses)} of {formatNumber(l.licenseCount)} seats in use
                  {l.seatTracking === 'manual' ? ' (entered by hand)' : ''}
                </span>
              </div>
              <UtilizationMeter license={l} />
              {advice && look && (
                <p className={cn('flex items-start gap-1.5 text-xs', look.className)}>
                  <look.icon aria-hidden className="mt-px size-3.5 shrink-0" />
                  <span>
                    {advice.text}
                    {advice.kind === 'low' && showCosts && advice.savings !== null && (
                      <span className="text-muted-fg">
                        {' '}
                        · {formatNumber(advice.reduceTo)} seats would save {formatLicenseCost(advice.savings)}{' '}
                        a year
                      </span>
                    )}
                  </span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {uncounted > 0 && (
        <p className="border-t border-border px-4 py-2.5 text-xs text-muted-fg sm:px-5">
          {uncounted} site and unlimited {uncounted === 1 ? 'license has' : 'licenses have'} no utilization.
        </p>
      )}
    </Card>
  );
}
