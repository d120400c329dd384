import { DASHBOARD_MESSAGES, LICENSE_ALERT_WINDOW_DAYS, type SystemAlert } from '@domain/dashboard';
import { daysLeftText, type UpcomingRenewal } from '@domain/licenses';
import { CircleCheck, Info, KeyRound, OctagonAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { TONE_SOFT } from '@/ui/tone';

const LEVEL = {
  critical: { icon: OctagonAlert, tone: 'red' },
  warning: { icon: TriangleAlert, tone: 'orange' },
  info: { icon: Info, tone: 'blue' },
} as const;

/** Alerts about monitors (an incident, a certificate expiring) open System Status. */
const onStatus = (a: SystemAlert) => /^(incident|certificate)/.test(a.id);

/** System Alerts, including the licences expiring within the 30-day window (the first of them by name). */
export function SystemAlertsCard({
  alerts,
  expiringLicenses,
  renewals = [],
}: {
  alerts: SystemAlert[];
  expiringLicenses: number;
  renewals?: UpcomingRenewal[];
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('systemAlerts.title')}</CardTitle>
        <CardDescription>{t('systemAlerts.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {alerts.length === 0 ? (
          <div
            className={cn('flex items-center gap-3 rounded-lg border px-3 py-2.5 text-sm', TONE_SOFT.green)}
          >
            <CircleCheck aria-hidden className="size-4 shrink-0" />
            {DASHBOARD_MESSAGES.allClear}
          </div>
        ) : (
          <ul className="flex flex-col gap-2">
            {alerts.map((a) => {
              const level = LEVEL[a.level];
              return (
                <li
                  key={a.id}
                  className={cn('flex gap-3 rounded-lg border px-3 py-2.5', TONE_SOFT[level.tone])}
                >
                  <level.icon aria-hidden className="mt-0.5 size-4 shrink-0" />
                  <div className="min-w-0">
                    <p className="text-sm font-medium">
                      <span className="sr-only">{t(`systemAlerts.level.${a.level}`)}: </span>
                      {onStatus(a) ? (
                        <Link to="/status" className="underline underline-offset-2">
                          {a.title}
                        </Link>
                      ) : (
                        a.title
                      )}
                    </p>
                    <p className="text-xs">{a.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <p className="mt-1 flex items-center gap-2 text-xs text-muted-fg">
          <KeyRound aria-hidden className="size-3.5" />
          {expiringLicenses === 0
            ? t('systemAlerts.noLicenses', { days: LICENSE_ALERT_WINDOW_DAYS })
            : t('systemAlerts.licenses', { count: expiringLicenses, days: LICENSE_ALERT_WINDOW_DAYS })}
        </p>
        {renewals.length > 0 && (
          <ul aria-label={t('systemAlerts.renewing')} className="flex flex-col gap-1 text-xs">
            {renewals.map((r) => (
              <li key={r.id} className="flex items-baseline justify-between gap-3">
                <Link to="/licenses" className="min-w-0 truncate text-fg hover:underline" title={r.name}>
                  {r.name}
                </Link>
                <span className="shrink-0 text-tone-orange-fg tabular-nums">{daysLeftText(r.daysLeft)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
