import { type DistrictSlaPolicy, SLA_MESSAGES, workingMinutesInWords } from '@domain/sla';
import { SERVICE_LEVEL_LABELS } from '@domain/tiers';
import type { TFunction } from 'i18next';
import { Timer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/features/auth';
import { Badge, PriorityBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { SlaPolicyDialog } from './sla-policy-dialog';
import { useSlaPolicies } from './use-sla-policies';

const clock = (p: DistrictSlaPolicy, t: TFunction<'settings'>) =>
  p.allHours ? (
    <Badge tone="purple">24×7</Badge>
  ) : (
    <span className="text-muted-fg">{t('slaCard.workingHours')}</span>
  );

const columns = (t: TFunction<'settings'>): DataColumn<DistrictSlaPolicy>[] => [
  { header: t('slaCard.priority'), cell: (p) => <PriorityBadge priority={p.priority} />, className: 'w-32' },
  {
    header: t('slaCard.firstResponse'),
    cell: (p) => workingMinutesInWords(p.firstResponseMinutes),
    className: 'tabular-nums',
  },
  {
    header: t('slaCard.resolution'),
    cell: (p) => workingMinutesInWords(p.resolutionMinutes),
    className: 'tabular-nums',
  },
  { header: t('slaCard.clock'), cell: (p) => clock(p, t) },
];

/**
 * The district's SLA targets per priority (see docs/product.md#sla-targets): its own (its contract)
 * or its tier's defaults; its administrators set them.
 */
export function SlaTargetsCard({ districtId }: { districtId: string }) {
  const { t } = useTranslation('settings');
  const policies = useSlaPolicies(districtId);
  const canAdmin = useAccess('sla', 'admin').ok;
  const [editing, setEditing] = useState(false);
  const rows = policies.data ?? [];
  const first = rows[0];
  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="sla-targets-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle id="sla-targets-title">{t('slaCard.title')}</CardTitle>
            {first && (
              <Badge tone={first.source === 'district' ? 'blue' : 'gray'}>
                {first.source === 'district'
                  ? t('slaCard.districtOwn')
                  : t('slaCard.tierDefaults', { tier: SERVICE_LEVEL_LABELS[first.tier] })}
              </Badge>
            )}
          </div>
          <CardDescription>{t('slaCard.description')}</CardDescription>
        </div>
        {canAdmin && first && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Timer />
            {t('slaCard.edit')}
          </Button>
        )}
      </CardHeader>
      <DataList
        query={policies}
        rows={rows}
        rowKey={(p) => p.priority}
        columns={columns(t)}
        card={(p) => (
          <div className="flex flex-col gap-1.5 text-sm">
            <div className="flex items-center justify-between gap-2">
              <PriorityBadge priority={p.priority} />
              {clock(p, t)}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-[13px]">
              <dt className="text-subtle-fg">{t('slaCard.firstResponse')}</dt>
              <dd className="text-fg tabular-nums">{workingMinutesInWords(p.firstResponseMinutes)}</dd>
              <dt className="text-subtle-fg">{t('slaCard.resolution')}</dt>
              <dd className="text-fg tabular-nums">{workingMinutesInWords(p.resolutionMinutes)}</dd>
            </dl>
          </div>
        )}
        label={t('slaCard.label')}
        loading={t('slaCard.loading')}
        failed={SLA_MESSAGES.loadFailed}
        empty={{ icon: Timer, title: t('slaCard.empty') }}
      />
      {first && (
        <SlaPolicyDialog districtId={districtId} policies={rows} open={editing} onOpenChange={setEditing} />
      )}
    </Card>
  );
}
