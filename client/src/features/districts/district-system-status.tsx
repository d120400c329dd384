import type { DistrictDetail } from '@domain/districts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';

/** System status 'Operational' with the last-updated date, and the district's facts. */
export function DistrictSystemStatus({ district }: { district: DistrictDetail }) {
  const { t } = useTranslation('districts');
  const rows = [
    { label: t('systemStatus.code'), value: <span className="font-mono text-xs">{district.code}</span> },
    { label: t('systemStatus.location'), value: district.location || t('systemStatus.locationTbd') },
    {
      label: t('systemStatus.estimatedUsers'),
      value:
        district.estimatedUsers === null ? t('systemStatus.notSet') : formatNumber(district.estimatedUsers),
    },
    { label: t('systemStatus.created'), value: formatDate(district.createdAt) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('systemStatus.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3 rounded-lg border border-tone-green-border bg-tone-green-bg px-3.5 py-3">
          <span className="flex items-center gap-2 text-sm font-medium text-tone-green-fg">
            <span aria-hidden className="relative flex size-2.5">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-tone-green-solid opacity-60" />
              <span className="relative inline-flex size-2.5 rounded-full bg-tone-green-solid" />
            </span>
            {t('systemStatus.operational')}
          </span>
        </div>
        <p className="text-xs text-subtle-fg">
          {t('systemStatus.lastUpdated', { at: formatDateTime(district.updatedAt) })}
        </p>
        <dl className="divide-y divide-border text-sm">
          {rows.map((r) => (
            <div
              key={r.label}
              className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0"
            >
              <dt className="text-muted-fg">{r.label}</dt>
              <dd
                className="min-w-0 truncate text-right font-medium text-fg"
                title={typeof r.value === 'string' ? r.value : undefined}
              >
                {r.value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
