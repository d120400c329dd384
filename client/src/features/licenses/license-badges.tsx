import {
  daysLeftText,
  formatIsoDay,
  isPerSeat,
  LICENSE_STATUS_LABELS,
  type LicenseListItem,
  type LicenseStatus,
  SEAT_MODEL_LABELS,
  utilizationPercent,
  utilizationTone,
} from '@domain/licenses';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { StatusBadge } from '@/ui/badge';
import { TONE_DOT, type Tone } from '@/ui/tone';

/** Active green, expiring orange, expired red, cancelled gray (the word says it too). */
const STATUS_TONES: Record<LicenseStatus, Tone> = {
  active: 'green',
  expiring: 'orange',
  expired: 'red',
  cancelled: 'gray',
};

export function LicenseStatusBadge({ status }: { status: LicenseStatus }) {
  return <StatusBadge status={status} labels={LICENSE_STATUS_LABELS} tones={STATUS_TONES} />;
}

type Seats = Pick<LicenseListItem, 'seatModel' | 'licenseCount' | 'usedLicenses'>;

/** "45 / 100" for per-seat licenses, the model's name for site and unlimited ones. */
export function seatsText(l: Seats): string {
  return isPerSeat(l.seatModel)
    ? `${formatNumber(l.usedLicenses)} / ${formatNumber(l.licenseCount)}`
    : SEAT_MODEL_LABELS[l.seatModel];
}

/** The renewal date, and for an expiring or expired license its days left or overdue. */
export function RenewalText({
  license,
}: {
  license: Pick<LicenseListItem, 'renewalDate' | 'status' | 'daysUntilRenewal'>;
}) {
  const urgent = license.status === 'expiring' || license.status === 'expired';
  return (
    <span className="flex flex-col">
      <span>{formatIsoDay(license.renewalDate)}</span>
      {urgent && (
        <span
          className={cn('text-xs', license.status === 'expired' ? 'text-tone-red-fg' : 'text-tone-orange-fg')}
        >
          {daysLeftText(license.daysUntilRenewal)}
        </span>
      )}
    </span>
  );
}

/**
 * Used of total seats as a bar in the utilization colour (red from 90 %, orange from 75 %, green
 * below) with the percent beside it; a dash where seats are not counted.
 */
export function UtilizationMeter({
  license,
  className,
}: {
  license: Seats & { name: string };
  className?: string;
}) {
  const { t } = useTranslation('licenses');
  const percent = utilizationPercent(license);
  if (percent === null) return <span className="text-subtle-fg">—</span>;
  const tone = utilizationTone(percent);
  return (
    <span className={cn('flex items-center gap-2', className)}>
      <meter
        className="sr-only"
        min={0}
        max={100}
        value={Math.min(percent, 100)}
        aria-label={t('badges.utilizationOf', { name: license.name })}
      >
        {percent}%
      </meter>
      <span
        aria-hidden
        className="relative h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-surface-hover"
      >
        <span
          className={cn('absolute inset-y-0 left-0 rounded-full', TONE_DOT[tone])}
          style={{ width: `${Math.min(percent, 100)}%` }}
        />
      </span>
      <span className="w-10 text-right text-xs tabular-nums text-muted-fg">{percent}%</span>
    </span>
  );
}
