import {
  daysLeftText,
  formatIsoDay,
  formatLicenseCost,
  isExpiringSoon,
  type LicenseListItem,
  reminderDaysText,
} from '@domain/licenses';
import { Bell, CalendarCheck, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { LicenseStatusBadge } from './license-badges';

interface ExpiringSoonProps {
  rows: LicenseListItem[];
  showCosts: boolean;
  canAdmin: boolean;
  onView: (license: LicenseListItem) => void;
  onRenew: (license: LicenseListItem) => void;
  onRemind: (license: LicenseListItem) => void;
}

/**
 * The Expiring Soon tab: a card per license expiring soon (isExpiringSoon, the rule of the card
 * above: renewing within 90 days of the district's today), the most urgent first, with its days
 * left, Renew Now and Set Reminder; then, apart, the licenses already expired and not renewed.
 */
export function ExpiringSoon({ rows, ...props }: ExpiringSoonProps) {
  const { t } = useTranslation('licenses');
  const byUrgency = (a: LicenseListItem, b: LicenseListItem) => a.daysUntilRenewal - b.daysUntilRenewal;
  const soon = rows.filter(isExpiringSoon).sort(byUrgency);
  const expired = rows.filter((l) => l.status === 'expired').sort(byUrgency);
  if (soon.length === 0 && expired.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={CalendarCheck}
          title={t('expiring.empty.title')}
          description={t('expiring.empty.description')}
        />
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <RenewalGroup
        title={t('expiring.soon.title')}
        listLabel={t('expiring.soon.label')}
        empty={t('expiring.soon.empty')}
        rows={soon}
        {...props}
      />
      {expired.length > 0 && (
        <RenewalGroup
          title={t('expiring.expired.title')}
          listLabel={t('expiring.expired.label')}
          rows={expired}
          {...props}
        />
      )}
    </div>
  );
}

function RenewalGroup({
  title,
  listLabel,
  empty,
  rows,
  showCosts,
  canAdmin,
  onView,
  onRenew,
  onRemind,
}: ExpiringSoonProps & { title: string; listLabel: string; empty?: string }) {
  const id = useId();
  const { t } = useTranslation('licenses');
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-sm font-semibold text-fg">
        {title} <span className="font-normal text-muted-fg tabular-nums">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-fg">{empty}</p>
      ) : (
        <ul aria-label={listLabel} className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
          {rows.map((l) => {
            const expired = l.status === 'expired';
            return (
              <li key={l.id}>
                <Card className="flex h-full flex-col gap-3 p-4">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="truncate text-sm font-semibold text-fg" title={l.name}>
                        <button
                          type="button"
                          className="cursor-pointer text-left hover:underline"
                          onClick={() => onView(l)}
                        >
                          {l.name}
                        </button>
                      </h3>
                      <p className="truncate text-xs text-muted-fg" title={l.vendor}>
                        {l.vendor}
                      </p>
                    </div>
                    <LicenseStatusBadge status={l.status} />
                  </div>
                  <p
                    className={cn(
                      'text-2xl font-semibold tracking-tight tabular-nums',
                      expired ? 'text-tone-red-fg' : 'text-tone-orange-fg',
                    )}
                  >
                    {daysLeftText(l.daysUntilRenewal)}
                  </p>
                  <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                    <dt className="text-subtle-fg">
                      {expired ? t('expiring.expiredOn') : t('expiring.renewsOn')}
                    </dt>
                    <dd className="text-right text-fg">{formatIsoDay(l.renewalDate)}</dd>
                    {showCosts && (
                      <>
                        <dt className="text-subtle-fg">{t('expiring.annualCost')}</dt>
                        <dd className="text-right tabular-nums text-fg">{formatLicenseCost(l.cost)}</dd>
                      </>
                    )}
                  </dl>
                  <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-fg">
                    {l.autoRenew && <Badge tone="blue">{t('expiring.autoRenews')}</Badge>}
                    <span className="inline-flex items-center gap-1">
                      <Bell aria-hidden className="size-3.5" />{' '}
                      {t('expiring.reminders', { days: reminderDaysText(l.reminderDays) })}
                    </span>
                  </div>
                  {canAdmin && (
                    <div className="mt-auto flex flex-wrap gap-2 pt-1">
                      <Button
                        size="sm"
                        onClick={() => onRenew(l)}
                        aria-label={t('expiring.renewLabel', { name: l.name })}
                      >
                        <RefreshCw /> {t('expiring.renew')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => onRemind(l)}
                        aria-label={t('expiring.remindLabel', { name: l.name })}
                      >
                        <Bell /> {t('expiring.remind')}
                      </Button>
                    </div>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
