import { type Asset, categoryLabel, customFieldEntries, isCheckedOut } from '@domain/assets';
import { LogIn, LogOut, Pencil } from 'lucide-react';
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
              <Detail label="Status">
                <AssetStatusBadge status={asset.status} />
              </Detail>
              <Detail label="Category">{categoryLabel(categories, asset.category)}</Detail>
              <Detail label="Location">{asset.location}</Detail>
              <Detail label="Serial Number">{asset.serialNumber}</Detail>
              <Detail label="Manufacturer">{asset.manufacturer}</Detail>
              <Detail label="Model">{asset.model}</Detail>
              {customFieldEntries(categories, asset).map((e) => (
                <Detail key={e.key} label={e.label}>
                  {e.text}
                </Detail>
              ))}
              <Detail label="Assigned To">
                {asset.assignedTo
                  ? `${asset.assignedTo}${asset.assignedType === 'room' ? ' (room)' : ''}${asset.checkedOutOn ? ` since ${formatDay(asset.checkedOutOn)}` : ''}`
                  : 'In stock'}
              </Detail>
              <Detail label="Due Back">{formatDay(asset.dueOn)}</Detail>
              <AssetMoneyDetails districtId={districtId} asset={asset} />
              <Detail label="Last Updated">{formatDateTime(asset.updatedAt)}</Detail>
            </dl>
            <AssetGoogleFacts districtId={districtId} assetId={asset.id} />
            <section aria-labelledby="asset-history-title">
              <h3 id="asset-history-title" className="mb-3 text-sm font-semibold text-fg">
                History
              </h3>
              <AssetHistoryList districtId={districtId} assetId={asset.id} />
            </section>
            <AssetTickets districtId={districtId} assetId={asset.id} />
          </DialogBody>
          <DialogFooter>
            {canEdit &&
              (isCheckedOut(asset) ? (
                <Button variant="secondary" onClick={() => onCheckIn(asset)}>
                  <LogIn /> Check In
                </Button>
              ) : (
                asset.status === 'active' && (
                  <Button variant="secondary" onClick={() => onCheckOut(asset)}>
                    <LogOut /> Check Out
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
                <Pencil /> Edit
              </Button>
            )}
            <Button onClick={onClose}>Close</Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
