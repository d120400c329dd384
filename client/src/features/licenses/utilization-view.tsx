import { isPerSeat, type LicenseListItem, utilizationPercent } from '@domain/licenses';
import { CircleAlert, CircleCheck, Clock, Gauge, TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  early: { icon: Clock, className: 'text-muted-fg' },
} as const;

/**
 * The Utilization tab: a bar per per-seat license (not cancelled), the fullest first, with its
 * advice from the server (utilizationAdvice, on the district's today): over-allocated, buy more
 * (90 % or more), how many seats to keep and what the others would save (50 % or less, once in use
 * long enough; costs only for those who see them), or healthy. Site and unlimited licenses have none.
 */
export function UtilizationView({
  rows,
  onView,
}: {
  rows: LicenseListItem[];
  onView: (license: LicenseListItem) => void;
}) {
  const { t } = useTranslation('licenses');
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
          title={t('utilization.empty.title')}
          description={t('utilization.empty.description')}
        />
      </Card>
    );
  }
  return (
    <Card>
      <ul aria-label={t('utilization.label')} className="divide-y divide-border">
        {counted.map((l) => {
          const advice = l.advice;
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
                  {t('utilization.inUse', {
                    used: formatNumber(l.usedLicenses),
                    total: formatNumber(l.licenseCount),
                  })}
                  {l.seatTracking === 'manual' ? t('utilization.manual') : ''}
                </span>
              </div>
              <UtilizationMeter license={l} />
              {advice && look && (
                <p className={cn('flex items-start gap-1.5 text-xs', look.className)}>
                  <look.icon aria-hidden className="mt-px size-3.5 shrink-0" />
                  <span>
                    {advice.text}
                    {(advice.kind === 'low' || advice.kind === 'early') && (
                      <span className="text-muted-fg"> · {advice.detail}</span>
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
          {t('utilization.uncounted', { count: uncounted })}
        </p>
      )}
    </Card>
  );
}
