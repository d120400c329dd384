import type { DashboardMetrics } from '@domain/dashboard';
import { SERVICE_LEVEL_LABELS } from '@domain/tiers';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';

const BAR = {
  analysis: 'bg-tone-blue-solid',
  ascend: 'bg-tone-green-solid',
  altitude: 'bg-tone-purple-solid',
  apex: 'bg-tone-orange-solid',
} as const;

/** The admin view's distribution of districts over FS Analysis, Ascend, Altitude and Apex. */
export function ServiceLevelDistributionCard({ levels }: { levels: DashboardMetrics['serviceLevels'] }) {
  const total = levels.reduce((n, l) => n + l.districts, 0);
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('distribution.title')}</CardTitle>
        <CardDescription>{t('distribution.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {levels.map((l) => {
            const share = total === 0 ? 0 : Math.round((l.districts / total) * 100);
            return (
              <li key={l.serviceLevel}>
                <div className="flex items-baseline justify-between text-sm">
                  <span className="font-medium text-fg">{SERVICE_LEVEL_LABELS[l.serviceLevel]}</span>
                  <span className="tabular-nums text-muted-fg">
                    {t('distribution.districts', { count: l.districts })} · {share}%
                  </span>
                </div>
                <div aria-hidden className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-hover">
                  <div
                    className={`h-full rounded-full ${BAR[l.serviceLevel]}`}
                    style={{ width: `${share}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
