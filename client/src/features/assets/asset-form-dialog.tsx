import {
  ASSET_CATEGORIES,
  ASSET_CATEGORY_LABELS,
  ASSET_DEFAULTS,
  ASSET_MESSAGES,
  ASSET_STATUS_LABELS,
  ASSET_STATUSES,
  type Asset,
  type AssetCategory,
  type AssetStatus,
} from '@domain/assets';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { toast } from '@/ui/toast';
import { useSaveAsset } from './use-save-asset';

interface FormValues {
  assetTag: string;
  name: string;
  category: AssetCategory;
  status: AssetStatus;
  location: string;
  serialNumber: string;
  manufacturer: string;
  model: string;
}

const EMPTY: FormValues = {
  assetTag: '',
  name: '',
  category: ASSET_DEFAULTS.category,
  status: ASSET_DEFAULTS.status,
  location: '',
  serialNumber: '',
  manufacturer: '',
  model: '',
};
const CATEGORY_OPTIONS = ASSET_CATEGORIES.map((c) => ({ value: c, label: ASSET_CATEGORY_LABELS[c] }));
const STATUS_OPTIONS = ASSET_STATUSES.map((s) => ({ value: s, label: ASSET_STATUS_LABELS[s] }));

interface AssetFormDialogProps {
  districtId: string;
  /** Open with null to add, with an asset to edit it. */
  open: boolean;
  asset: Asset | null;
  onOpenChange: (open: boolean) => void;
}

/** The Add Asset and Edit dialogs (spec 2.6): defaults laptop and active; tag and name required. */
export function AssetFormDialog({ districtId, open, asset, onOpenChange }: AssetFormDialogProps) {
  const save = useSaveAsset(districtId);
  const form = useForm<FormValues>({ defaultValues: EMPTY });
  const { register, handleSubmit, reset, formState } = form;

  useEffect(() => {
    if (!open) return;
    reset(asset ? pickFields(asset) : EMPTY);
  }, [open, asset, reset]);

  const submit = handleSubmit(async (values) => {
    if (!values.assetTag.trim() || !values.name.trim()) {
      if (!values.assetTag.trim()) form.setError('assetTag', { message: 'Enter an asset tag' });
      if (!values.name.trim()) form.setError('name', { message: 'Enter a name' });
      toast({ ...ASSET_MESSAGES.missing, variant: 'destructive' });
      return;
    }
    try {
      await save.mutateAsync({ id: asset?.id ?? null, fields: values });
      onOpenChange(false);
    } catch {
      // The mutation's toast says why; the dialog keeps what was typed (spec 8).
    }
  });

  const errors = formState.errors;
  const id = (name: string) => `asset-${name}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="lg">
        <DialogHeader
          title={asset ? `Edit ${asset.assetTag}` : 'Add Asset'}
          description={
            asset
              ? 'Change the details of this asset.'
              : 'Record a device or piece of equipment in the inventory.'
          }
        />
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id={id('tag')} label="Asset Tag" required error={errors.assetTag?.message}>
              <Input
                id={id('tag')}
                autoFocus
                aria-invalid={!!errors.assetTag}
                placeholder="e.g. BUSD-LT-0042"
                {...register('assetTag')}
              />
            </Field>
            <Field id={id('name')} label="Name" required error={errors.name?.message}>
              <Input
                id={id('name')}
                aria-invalid={!!errors.name}
                placeholder="e.g. Teacher laptop"
                {...register('name')}
              />
            </Field>
            <Field id={id('category')} label="Category">
              <Select id={id('category')} options={CATEGORY_OPTIONS} {...register('category')} />
            </Field>
            <Field id={id('status')} label="Status">
              <Select id={id('status')} options={STATUS_OPTIONS} {...register('status')} />
            </Field>
            <Field id={id('location')} label="Location" optional className="sm:col-span-2">
              <Input
                id={id('location')}
                placeholder="e.g. High School - Room 204"
                {...register('location')}
              />
            </Field>
            <Field id={id('serial')} label="Serial Number" optional>
              <Input id={id('serial')} {...register('serialNumber')} />
            </Field>
            <Field id={id('manufacturer')} label="Manufacturer" optional>
              <Input id={id('manufacturer')} {...register('manufacturer')} />
            </Field>
            <Field id={id('model')} label="Model" optional>
              <Input id={id('model')} {...register('model')} />
            </Field>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {asset ? 'Save Changes' : 'Add Asset'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function pickFields(a: Asset): FormValues {
  return {
    assetTag: a.assetTag,
    name: a.name,
    category: a.category,
    status: a.status,
    location: a.location,
    serialNumber: a.serialNumber,
    manufacturer: a.manufacturer,
    model: a.model,
  };
}
