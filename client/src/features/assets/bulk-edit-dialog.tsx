import {
  ASSET_STATUS_LABELS,
  ASSET_STATUSES,
  type AssetCategory,
  type AssetSelection,
  type AssetStatus,
} from '@domain/assets';
import { useEffect, useState } from 'react';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { useCategoryList } from './asset-categories-context';
import { useBulkUpdateAssets } from './use-bulk-asset-actions';

const KEEP = { value: '', label: 'Keep as is' };
const STATUS_OPTIONS = [KEEP, ...ASSET_STATUSES.map((s) => ({ value: s, label: ASSET_STATUS_LABELS[s] }))];

interface BulkEditDialogProps {
  districtId: string;
  open: boolean;
  count: number;
  selection: () => AssetSelection;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}

/** Bulk Edit: the status, location and/or category of every selected asset. */
export function BulkEditDialog({
  districtId,
  open,
  count,
  selection,
  onOpenChange,
  onDone,
}: BulkEditDialogProps) {
  const update = useBulkUpdateAssets(districtId);
  const categoryOptions = [KEEP, ...useCategoryList().map((c) => ({ value: c.key, label: c.label }))];
  const [status, setStatus] = useState<AssetStatus | ''>('');
  const [category, setCategory] = useState<AssetCategory | ''>('');
  const [changeLocation, setChangeLocation] = useState(false);
  const [location, setLocation] = useState('');

  useEffect(() => {
    if (!open) return;
    setStatus('');
    setCategory('');
    setChangeLocation(false);
    setLocation('');
  }, [open]);

  const nothing = !status && !category && !changeLocation;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (nothing) return;
    try {
      await update.mutateAsync({
        selection: selection(),
        changes: {
          ...(status ? { status } : {}),
          ...(category ? { category } : {}),
          ...(changeLocation ? { location } : {}),
        },
      });
      onDone();
    } catch {
      // The toast says why; the dialog stays open.
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader
          title="Bulk Edit"
          description={`Change ${formatNumber(count)} selected ${count === 1 ? 'asset' : 'assets'}. Fields left as they are stay unchanged.`}
        />
        <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="flex flex-col gap-4">
            <Field id="bulk-status" label="Status">
              <Select
                id="bulk-status"
                options={STATUS_OPTIONS}
                value={status}
                onChange={(e) => setStatus(e.target.value as AssetStatus | '')}
              />
            </Field>
            <Field id="bulk-category" label="Category">
              <Select
                id="bulk-category"
                options={categoryOptions}
                value={category}
                onChange={(e) => setCategory(e.target.value as AssetCategory | '')}
              />
            </Field>
            <div className="flex flex-col gap-1.5">
              <div className="flex items-center gap-2">
                <Checkbox
                  id="bulk-change-location"
                  checked={changeLocation}
                  onCheckedChange={(v) => setChangeLocation(v === true)}
                />
                <Label htmlFor="bulk-change-location">Change location</Label>
              </div>
              <Input
                id="bulk-location"
                aria-label="New location"
                placeholder="e.g. Library - Cart 3 (empty clears it)"
                disabled={!changeLocation}
                value={location}
                onChange={(e) => setLocation(e.target.value)}
              />
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={nothing} loading={update.isPending}>
              Update {formatNumber(count)} {count === 1 ? 'asset' : 'assets'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
