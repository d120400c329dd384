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
  assetFieldsSchema,
} from '@domain/assets';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { useSaveAsset } from './use-save-asset';

interface Values {
  assetTag: string;
  name: string;
  category: AssetCategory;
  status: AssetStatus;
  location: string;
  serialNumber: string;
  manufacturer: string;
  model: string;
}

const EMPTY: Values = {
  assetTag: '',
  name: '',
  category: ASSET_DEFAULTS.category,
  status: ASSET_DEFAULTS.status,
  location: '',
  serialNumber: '',
  manufacturer: '',
  model: '',
};
const CATEGORY_OPTIONS = optionsOf(ASSET_CATEGORIES, ASSET_CATEGORY_LABELS);
const STATUS_OPTIONS = optionsOf(ASSET_STATUSES, ASSET_STATUS_LABELS);

const fromAsset = (a: Asset): Values => ({
  assetTag: a.assetTag,
  name: a.name,
  category: a.category,
  status: a.status,
  location: a.location,
  serialNumber: a.serialNumber,
  manufacturer: a.manufacturer,
  model: a.model,
});

interface AssetFormDialogProps {
  districtId: string;
  /** Open with null to add, with an asset to edit it. */
  open: boolean;
  asset: Asset | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Add Asset and Edit dialogs (see docs/product.md#inventory): new assets default to laptop and
 * active; asset tag and name are required.
 */
export function AssetFormDialog({ districtId, open, asset, onOpenChange }: AssetFormDialogProps) {
  const save = useSaveAsset(districtId);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="asset"
          schema={assetFieldsSchema}
          defaultValues={asset ? fromAsset(asset) : EMPTY}
          invalidToast={ASSET_MESSAGES.missing}
          onSubmit={async (fields) => {
            await save.mutateAsync({ id: asset?.id ?? null, fields });
            done();
          }}
        >
          <DialogHeader
            title={asset ? `Edit ${asset.assetTag}` : 'Add Asset'}
            description={
              asset
                ? 'Change the details of this asset.'
                : 'Record a device or piece of equipment in the inventory.'
            }
          />
          <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField name="assetTag" label="Asset Tag" required>
              <Input autoFocus maxLength={64} placeholder="e.g. BUSD-LT-0042" />
            </FormField>
            <FormField name="name" label="Name" required>
              <Input maxLength={200} placeholder="e.g. Teacher laptop" />
            </FormField>
            <FormField name="category" label="Category">
              <Select options={CATEGORY_OPTIONS} />
            </FormField>
            <FormField name="status" label="Status">
              <Select options={STATUS_OPTIONS} />
            </FormField>
            <FormField name="location" label="Location" optional className="sm:col-span-2">
              <Input maxLength={200} placeholder="e.g. High School - Room 204" />
            </FormField>
            <FormField name="serialNumber" label="Serial Number" optional>
              <Input maxLength={120} />
            </FormField>
            <FormField name="manufacturer" label="Manufacturer" optional>
              <Input maxLength={120} />
            </FormField>
            <FormField name="model" label="Model" optional>
              <Input maxLength={120} />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={asset ? 'Save Changes' : 'Add Asset'} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
