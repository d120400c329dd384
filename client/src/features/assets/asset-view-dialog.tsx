import { type Asset, categoryLabel, customFieldEntries, isCheckedOut } from '@domain/assets';
import { LogIn, LogOut, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReportDamageButton } from '@/features/damage';
import { AssetTickets } from '@/features/tickets';
import { formatDateTime } from '@/lib/format';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { useCategoryList } from './asset-categories-context';
import { formatDay } from './asset-dates';
import { Detail } from './asset-detail';
import { AssetGoogleFacts } from './asset-google-facts';
import { AssetHistoryList } from './asset-history-list';
import { AssetMoneyDetails } from './asset-money-details';
import { AssetStatusBadge } from './asset-status-badge';

interface AssetViewDialogProps {
  districtId: string;
  asset: Asset | null;
  canEdit: boolean;
  onClose: () => void;
  onEdit: (asset: Asset) => void;
  onCheckOut: (asset: Asset) => void;
  onCheckIn: (asset: Asset) => void;
}

/** An asset's details and its history of check-outs, check-ins and status changes. */
export function AssetViewDialog({
  districtId,
  asset,
  canEdit,
  onClose,
  onEdit,
  onCheckOut,
  onCheckIn,
}: AssetViewDialogProps) {
  const { t } = useTranslation('assets');
  const categories = useCategoryList();
  return (
    <Dialog open={asset !== null} onOpenChange={(open) => !open && onClose()}>
      {asset && (
        <DialogContent width="lg">
          <DialogHeader
            title={asset.name}
            description={<span className="font-mono">{asset.assetTag}</span>}
          />
          {/* Focusable: on a phone the details scroll, and a keyboard must be able to scroll them. */}
          <DialogBody className="flex flex-col gap-6" tabIndex={0}>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Detail label={t('view.status')}>
                <AssetStatusBadge status={asset.status} />
              </Detail>
              <Detail label={t('view.category')}>{categoryLabel(categories, asset.category)}</Detail>
              <Detail label={t('view.location')}>{asset.location}</Detail>
              <Detail label={t('view.serial')}>{asset.serialNumber}</Detail>
              <Detail label={t('view.manufacturer')}>{asset.manufacturer}</Detail>
              <Detail label={t('view.model')}>{asset.model}</Detail>
              {customFieldEntries(categories, asset).map((e) => (
                <Detail key={e.key} label={e.label}>
                  {e.text}
                </Detail>
              ))}
              <Detail label={t('view.assignedTo')}>
                {asset.assignedTo
                  ? `${asset.assignedTo}${asset.assignedType === 'room' ? t('view.room') : ''}${asset.checkedOutOn ? t('view.since', { date: formatDay(asset.checkedOutOn) }) : ''}`
                  : t('view.inStock')}
              </Detail>
              <Detail label={t('view.dueBack')}>{formatDay(asset.dueOn)}</Detail>
              <AssetMoneyDetails districtId={districtId} asset={asset} />
              <Detail label={t('view.lastUpdated')}>{formatDateTime(asset.updatedAt)}</Detail>
            </dl>
            <AssetGoogleFacts districtId={districtId} assetId={asset.id} />
            <section aria-labelledby="asset-history-title">
              <h3 id="asset-history-title" className="mb-3 text-sm font-semibold text-fg">
                {t('view.history')}
              </h3>
              <AssetHistoryList districtId={districtId} assetId={asset.id} />
            </section>
            <AssetTickets districtId={districtId} assetId={asset.id} />
          </DialogBody>
          <DialogFooter>
            {canEdit &&
              (isCheckedOut(asset) ? (
                <Button variant="secondary" onClick={() => onCheckIn(asset)}>
                  <LogIn /> {t('view.checkIn')}
                </Button>
              ) : (
                asset.status === 'active' && (
                  <Button variant="secondary" onClick={() => onCheckOut(asset)}>
                    <LogOut /> {t('view.checkOut')}
                  </Button>
                )
              ))}
            {canEdit && (
              <ReportDamageButton
                districtId={districtId}
                asset={{ id: asset.id, label: asset.assetTag, assignedTo: asset.assignedTo }}
              />
            )}
            {canEdit && (
              <Button variant="secondary" onClick={() => onEdit(asset)}>
                <Pencil /> {t('view.edit')}
              </Button>
            )}
            <Button onClick={onClose}>{t('view.close')}</Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
