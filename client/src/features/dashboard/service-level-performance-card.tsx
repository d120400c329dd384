import { ANALYTICS_MESSAGES } from '@domain/analytics';
import type { TicketSummary } from '@domain/tickets';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';

/**
 * Service-level performance: Analytics' SLA met % of the last days (tickets resolved within their
 * priority's target), '—' with the reason when nothing was resolved, and what is still open.
 */
export function ServiceLevelPerformanceCard({
  tickets,
  slaMetPercent,
  windowDays,
}: {
  tickets: TicketSummary;
  slaMetPercent: number | null;
  windowDays: number;
}) {
  const { t } = useTranslation('dashboard');
  const rows = [
    { label: t('slaPerformance.rows.open'), value: tickets.open },
    { label: t('slaPerformance.rows.inProgress'), value: tickets.inProgress },
    { label: t('slaPerformance.rows.resolved'), value: tickets.resolved + tickets.closed },
    { label: t('slaPerformance.rows.critical'), value: tickets.critical },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('slaPerformance.title')}</CardTitle>
        <CardDescription>{t('slaPerformance.description', { days: windowDays })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-2xl font-semibold tabular-nums text-fg">
              {slaMetPercent === null ? '—' : `${slaMetPercent}%`}
            </span>
            <span className="text-xs text-subtle-fg">
              {slaMetPercent === null
                ? ANALYTICS_MESSAGES.noResolved
                : t('slaPerformance.total', { total: formatNumber(tickets.total) })}
            </span>
          </div>
          {slaMetPercent !== null && (
            <meter
              aria-label={t('slaPerformance.meter')}
              min={0}
              max={100}
              value={slaMetPercent}
              className="mt-2 block h-2 w-full overflow-hidden rounded-full [&::-webkit-meter-bar]:rounded-full [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:bg-surface-hover [&::-webkit-meter-optimum-value]:rounded-full [&::-webkit-meter-optimum-value]:bg-tone-green-solid [&::-moz-meter-bar]:bg-tone-green-solid"
            />
          )}
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {rows.map((r) => (
            <div key={r.label} className="rounded-lg border border-border px-3 py-2">
              <dt className="text-xs text-subtle-fg">{r.label}</dt>
              <dd className="text-base font-semibold tabular-nums text-fg">{formatNumber(r.value)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
