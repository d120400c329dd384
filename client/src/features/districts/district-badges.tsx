import type { DistrictStatus } from '@domain/districts';
import { SERVICE_LEVEL_LABELS, type ServiceLevel, TIER_ORDER } from '@domain/tiers';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Badge, StatusBadge } from '@/ui/badge';
import { DISTRICT_STATUS_TONES, districtStatusLabels } from './district-display';

export function DistrictStatusBadge({ status }: { status: DistrictStatus }) {
  const { t } = useTranslation('districts');
  return <StatusBadge status={status} labels={districtStatusLabels(t)} tones={DISTRICT_STATUS_TONES} />;
}

/** The tier's name with a four-step gauge of its rank (analysis 1 … apex 4). */
export function ServiceLevelBadge({ level }: { level: ServiceLevel }) {
  const rank = TIER_ORDER[level];
  return (
    <Badge tone="brand" className="gap-2">
      <span aria-hidden className="flex items-end gap-px">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn('w-[3px] rounded-[1px]', step <= rank ? 'bg-current' : 'bg-current opacity-25')}
            style={{ height: `${4 + step * 1.5}px` }}
          />
        ))}
      </span>
      {SERVICE_LEVEL_LABELS[level]}
    </Badge>
  );
}
