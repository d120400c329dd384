import {
  formatIsoDay,
  formatLicenseCost,
  isPerSeat,
  type License,
  reminderDaysText,
  SEAT_MODEL_LABELS,
  SEAT_TRACKING_LABELS,
} from '@domain/licenses';
import { ExternalLink, Pencil, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LicenseAgreementFact } from '@/features/privacy';
import { formatDateTime, formatNumber } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { LicenseStatusBadge, RenewalText, seatsText, UtilizationMeter } from './license-badges';
import { LicenseHistoryList } from './license-history-list';
import { LicenseSeats } from './license-seats';
import { useLicense } from './use-license';

interface LicenseDetailDialogProps {
  districtId: string;
  licenseId: string | null;
  showCosts: boolean;
  canAdmin: boolean;
  canAssign: boolean;
  onClose: () => void;
  onEdit: (id: string) => void;
  onRenew: (license: License) => void;
}

/** A license's details, its seats (assign and free them) and its history. */
export function LicenseDetailDialog({ districtId, licenseId, onClose, ...rest }: LicenseDetailDialogProps) {
  return (
    <Dialog open={licenseId !== null} onOpenChange={(open) => !open && onClose()}>
      {licenseId && (
        <DialogContent width="xl">
          <Detail districtId={districtId} licenseId={licenseId} onClose={onClose} {...rest} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function Detail({
  districtId,
  licenseId,
  showCosts,
  canAdmin,
  canAssign,
  onClose,
  onEdit,
  onRenew,
}: LicenseDetailDialogProps & { licenseId: string }) {
  const query = useLicense(districtId, licenseId);
  const { t } = useTranslation('licenses');
  if (query.isPending)
    return (
      <>
        <DialogHeader title={t('detail.title')} />
        <LoadingState message={t('detail.loading')} />
      </>
    );
  if (query.isError)
    return (
      <>
        <DialogHeader title={t('detail.title')} />
        <DialogBody>
          <LoadError bare title={t('detail.loadFailed')} query={query} />
        </DialogBody>
      </>
    );
  const l = query.data;
  const perSeat = isPerSeat(l.seatModel);
  return (
    <>
      <DialogHeader title={l.name} description={`${l.vendor} · ${l.category}`} />
      <DialogBody className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-2">
          <LicenseStatusBadge status={l.status} />
          <Badge>{SEAT_MODEL_LABELS[l.seatModel]}</Badge>
          {l.autoRenew && <Badge tone="blue">{t('detail.autoRenews')}</Badge>}
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t('detail.seatsInUse')}>
            {perSeat ? (
              <span className="flex flex-col gap-1">
                <span className="tabular-nums">
                  {seatsText(l)} · {SEAT_TRACKING_LABELS[l.seatTracking].toLowerCase()}
                </span>
                <UtilizationMeter license={l} className="max-w-56" />
              </span>
            ) : (
              t('detail.noSeatLimit')
            )}
          </Fact>
          {showCosts && <Fact label={t('detail.annualCost')}>{formatLicenseCost(l.cost)}</Fact>}
          {showCosts && perSeat && (
            <Fact label={t('detail.costPerSeat')}>
              {l.costPerSeat === null ? null : formatLicenseCost(l.costPerSeat)}
            </Fact>
          )}
          <Fact label={t('detail.renewal')}>
            <RenewalText license={l} />
          </Fact>
          <Fact label={t('detail.purchased')}>{l.purchaseDate ? formatIsoDay(l.purchaseDate) : null}</Fact>
          <Fact label={t('detail.reminders')}>{reminderDaysText(l.reminderDays)}</Fact>
          {perSeat && (
            <Fact label={t('detail.lowSeatAlert')}>
              {l.lowSeatThreshold === null
                ? t('detail.lowSeatDefault')
                : t('detail.lowSeat', { count: l.lowSeatThreshold, n: formatNumber(l.lowSeatThreshold) })}
            </Fact>
          )}
          <Fact label={t('detail.contract')}>{l.contractNumber}</Fact>
          <Fact label={t('detail.vendorContact')}>
            {l.contactEmail && (
              <a
                className="text-brand-soft-fg underline-offset-4 hover:underline"
                href={`mailto:${l.contactEmail}`}
              >
                {l.contactEmail}
              </a>
            )}
          </Fact>
          <Fact label={t('detail.adminConsole')}>
            {l.adminUrl && (
              <a
                className="inline-flex max-w-full items-center gap-1 text-brand-soft-fg underline-offset-4 hover:underline"
                href={l.adminUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <span className="truncate" title={new URL(l.adminUrl).host}>
                  {new URL(l.adminUrl).host}
                </span>
                <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                <span className="sr-only">{t('detail.newTab')}</span>
              </a>
            )}
          </Fact>
          <LicenseAgreementFact districtId={districtId} licenseId={l.id} licenseName={l.name} />
          {l.cancelledAt && <Fact label={t('detail.cancelled')}>{formatDateTime(l.cancelledAt)}</Fact>}
          {l.notes && (
            <div className="sm:col-span-2 lg:col-span-3">
              <dt className="text-xs font-medium text-subtle-fg">{t('detail.notes')}</dt>
              <dd className="mt-0.5 whitespace-pre-line text-fg">{l.notes}</dd>
            </div>
          )}
        </dl>
        <Tabs defaultValue={perSeat ? 'seats' : 'history'}>
          <TabsList aria-label={t('detail.tabs')}>
            {perSeat && <TabsTrigger value="seats">{t('detail.seats')}</TabsTrigger>}
            <TabsTrigger value="history">{t('detail.history')}</TabsTrigger>
          </TabsList>
          {perSeat && (
            <TabsContent value="seats">
              <LicenseSeats districtId={districtId} license={l} canAssign={canAssign} />
            </TabsContent>
          )}
          <TabsContent value="history">
            <LicenseHistoryList districtId={districtId} licenseId={l.id} />
          </TabsContent>
        </Tabs>
      </DialogBody>
      <DialogFooter>
        {canAdmin && (
          <>
            <Button variant="secondary" onClick={() => onRenew(l)}>
              <RefreshCw /> {t('detail.renew')}
            </Button>
            <Button variant="secondary" onClick={() => onEdit(l.id)}>
              <Pencil /> {t('detail.edit')}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogFooter>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-subtle-fg">{label}</dt>
      <dd className="mt-0.5 break-words text-fg">{children || <span className="text-subtle-fg">—</span>}</dd>
    </div>
  );
}
