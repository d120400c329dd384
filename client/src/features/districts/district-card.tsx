import type { District } from '@domain/districts';
import { ArrowRightLeft, Clock, MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DistrictStatusBadge, ServiceLevelBadge } from './district-badges';
import { BENSON_CODE, lastActiveLabel } from './district-display';

interface Props {
  district: District;
  switching: boolean;
  disabled: boolean;
  onAccess: (district: District) => void;
}

/** One district on the overview: who, where, how big, which tier, and a way in. */
export function DistrictCard({ district, switching, disabled, onAccess }: Props) {
  const { t } = useTranslation('districts');
  const current = district.code === BENSON_CODE;
  return (
    <Card className="flex flex-col transition-shadow hover:shadow-sm">
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-[15px] leading-snug font-semibold tracking-tight text-fg">
              <Link
                to={`/instance/${district.id}`}
                className="rounded-sm hover:underline hover:underline-offset-4"
                aria-label={t('card.detailsLabel', { district: district.name })}
              >
                {district.name}
              </Link>
            </h2>
            <p className="mt-1 flex items-center gap-1.5 text-[13px] text-muted-fg">
              <MapPin aria-hidden className="size-3.5 shrink-0 text-subtle-fg" />
              <span className="truncate" title={district.location || t('card.locationTbd')}>
                {district.location || t('card.locationTbd')}
              </span>
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap items-center justify-end gap-1.5">
            {current && <Badge tone="blue">{t('card.current')}</Badge>}
            <DistrictStatusBadge status={district.status} />
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-surface-muted px-3.5 py-3 text-[13px]">
          <div className="min-w-0">
            <dt className="text-xs text-subtle-fg">{t('card.users')}</dt>
            <dd className="mt-0.5 flex items-center gap-1.5 font-medium text-fg">
              <Users aria-hidden className="size-3.5 text-subtle-fg" />
              {t('card.userCount', {
                count: district.userCount,
                formatted: formatNumber(district.userCount),
              })}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-subtle-fg">{t('card.lastActive')}</dt>
            <dd className="mt-0.5 flex items-center gap-1.5 font-medium text-fg">
              <Clock aria-hidden className="size-3.5 text-subtle-fg" />
              <span className="truncate" title={lastActiveLabel(district.updatedAt)}>
                {lastActiveLabel(district.updatedAt)}
              </span>
            </dd>
          </div>
        </dl>

        <div className="mt-auto flex items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-2">
            <ServiceLevelBadge level={district.serviceLevel} />
            <span className="truncate font-mono text-[11px] text-subtle-fg" title={district.code}>
              {district.code}
            </span>
          </div>
          <Button
            size="sm"
            variant={current ? 'primary' : 'secondary'}
            loading={switching}
            disabled={disabled}
            onClick={() => onAccess(district)}
            aria-label={t('card.actionLabel', {
              action: current ? t('card.switchView') : t('card.access'),
              district: district.name,
            })}
          >
            {!switching && current && <ArrowRightLeft />}
            {current ? t('card.switchView') : t('card.access')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
