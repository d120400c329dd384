import { LICENSE_ALERT_WINDOW_DAYS } from '@domain/dashboard';
import { daysLeftText, formatIsoDay, type UpcomingRenewal } from '@domain/licenses';
import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';

/** The admin view's licences renewing within 30 days across every district, soonest first. */
export function UpcomingRenewalsCard({ renewals, total }: { renewals: UpcomingRenewal[]; total: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('renewals.title')}</CardTitle>
        <CardDescription>
          {total === 0
            ? t('renewals.none', { days: LICENSE_ALERT_WINDOW_DAYS })
            : t('renewals.some', { count: total, days: LICENSE_ALERT_WINDOW_DAYS })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {renewals.length === 0 ? (
          <EmptyState icon={CalendarCheck} title={t('renewals.empty')} className="py-6" />
        ) : (
          <ul aria-label={t('renewals.list')} className="flex flex-col">
            {renewals.map((r) => (
              <li
                key={r.id}
                className="flex items-center gap-3 border-b border-border py-2.5 last:border-b-0"
              >
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/licenses?district=${r.districtId}`}
                    className="block truncate text-sm font-medium text-fg hover:underline"
                    title={r.name}
                  >
                    {r.name}
                  </Link>
                  <p className="break-words text-xs text-muted-fg">
                    {r.districtName} · {r.vendor}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-0.5 text-xs">
                  <span className="font-medium text-tone-orange-fg tabular-nums">
                    {daysLeftText(r.daysLeft)}
                  </span>
                  <span className="text-subtle-fg">
                    {formatIsoDay(r.renewalDate)}
                    {r.autoRenew && (
                      <Badge tone="blue" className="ml-1.5">
                        {t('renewals.auto')}
                      </Badge>
                    )}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
