import { depreciationYearsOf } from '@domain/asset-money';
import {
  ASSET_DEFAULTS,
  ASSET_MESSAGES,
  ASSET_STATUS_LABELS,
  ASSET_STATUSES,
  type Asset,
  type AssetCategory,
  type AssetCategoryDef,
  type AssetStatus,
  assetFieldsFor,
  customFieldFromText,
  customFieldText,
} from '@domain/assets';
import { ROLE_LABELS } from '@domain/roles';
import { useMemo } from 'react';
import { useDistrictUsers } from '@/lib/use-district-users';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { CustomFieldInputs } from './custom-field-inputs';
import { useAssetCategories } from './use-asset-categories';
import { useFundingSources, useSeesAssetMoney } from './use-funding-sources';
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
  /** The custom fields' values as typed, by field key. */
  customFields: Record<string, string>;
  /** A person with an account it is assigned to ('' nobody). */
  assignedUserId: string;
  /** Purchase and money as typed ('' none); cost, vendor, PO and funding only for those who see money. */
  purchaseDate: string;
  warrantyEndsAt: string;
  depreciationYears: string;
  cost: string;
  vendor: string;
  poNumber: string;
  fundingSource: string;
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
  customFields: {},
  assignedUserId: '',
  purchaseDate: '',
  warrantyEndsAt: '',
  depreciationYears: '',
  cost: '',
  vendor: '',
  poNumber: '',
  fundingSource: '',
};
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
  customFields: Object.fromEntries(Object.entries(a.customFields).map(([k, v]) => [k, customFieldText(v)])),
  assignedUserId: a.assignedUserId ?? '',
  purchaseDate: a.purchaseDate ?? '',
  warrantyEndsAt: a.warrantyEndsAt ?? '',
  depreciationYears: a.depreciationYears === null ? '' : String(a.depreciationYears),
  cost: a.cost === null ? '' : a.cost.toFixed(2),
  vendor: a.vendor ?? '',
  poNumber: a.poNumber ?? '',
  fundingSource: a.fundingSource ?? '',
});

/** A typed number: null when empty, NaN (refused by the schema with its message) when not a number. */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.replace(/[$,\s]/g, '')));

/** The payload: the values, with the custom fields of the chosen category only, read by type. */
function toPayload(categories: readonly AssetCategoryDef[], seesMoney: boolean) {
  return (values: Values) => {
    const fields = categories.find((c) => c.key === values.category)?.fields ?? [];
    const customFields: Record<string, string | number> = {};
    for (const f of fields) {
      const value = customFieldFromText(f, values.customFields[f.key] ?? '');
      if (value !== null) customFields[f.key] = value;
    }
    const { cost, vendor, poNumber, fundingSource, ...rest } = values;
    const money = seesMoney
      ? { cost: numberOf(cost), vendor, poNumber, fundingSource: fundingSource || null }
      : {};
    return {
      ...rest,
      ...money,
      customFields,
      assignedUserId: values.assignedUserId || null,
      purchaseDate: values.purchaseDate || null,
      warrantyEndsAt: values.warrantyEndsAt || null,
      depreciationYears: numberOf(values.depreciationYears),
    };
  };
}

interface AssetFormDialogProps {
  districtId: string;
  /** Open with null to add, with an asset to edit it. */
  open: boolean;
  asset: Asset | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Add Asset and Edit dialogs (see docs/product.md#inventory): new assets default to laptop (or
 * the district's first category) and active; asset tag and name are required; the category's
 * custom fields follow the category chosen, each checked by its type.
 */
export function AssetFormDialog({ districtId, open, asset, onOpenChange }: AssetFormDialogProps) {
  const save = useSaveAsset(districtId);
  const { categories } = useAssetCategories(districtId);
  const schema = useMemo(() => assetFieldsFor(categories), [categories]);
  const categoryOptions = categories.map((c) => ({ value: c.key, label: c.label }));
  const holders = useDistrictUsers(districtId, open);
  const seesMoney = useSeesAssetMoney();
  const funding = useFundingSources(districtId, open);
  const fundingOptions = [
    { value: '', label: 'None' },
    ...(funding.data ?? []).map((f) => ({ value: f.key, label: f.label })),
  ];
  const category = (key: string) => categories.find((c) => c.key === key);
  const people = (holders.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.name} (${ROLE_LABELS[p.role]})`,
  }));
  // The person it is assigned to stays an option while the list loads, or once they left the list.
  const current =
    asset?.assignedUserId && !people.some((p) => p.value === asset.assignedUserId)
      ? [{ value: asset.assignedUserId, label: asset.assignedTo ?? 'Current holder' }]
      : [];
  const holderOptions = [{ value: '', label: 'Nobody with an account' }, ...current, ...people];
  // Someone it is checked out to without an account (Check Out's free text).
  const outToName = asset?.assignedTo && !asset.assignedUserId ? asset.assignedTo : null;
  const empty = {
    ...EMPTY,
    category: categories.some((c) => c.key === EMPTY.category) ? EMPTY.category : (categories[0]?.key ?? ''),
  };
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="asset"
          schema={schema}
          defaultValues={asset ? fromAsset(asset) : empty}
          toPayload={toPayload(categories, seesMoney)}
          invalidToast={ASSET_MESSAGES.missing}
          onSubmit={async (fields) => {
            await save.mutateAsync({ id: asset?.id ?? null, fields });
            done();
          }}
        >
          {(form) => (
            <>
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
                  <Select options={categoryOptions} />
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
                <FormField
                  name="assignedUserId"
                  label="Assign to a person with an account"
                  optional
                  className="sm:col-span-2"
                  hint={
                    outToName
                      ? `Checked out to ${outToName}. Choosing a person here checks it out to them instead.`
                      : 'They see it under My devices in the help portal. Someone without an account, or a room: use Check Out.'
                  }
                >
                  <Select options={holderOptions} />
                </FormField>
                <CustomFieldInputs fields={category(form.watch('category'))?.fields ?? []} />
                <FormField name="purchaseDate" label="Purchase Date" optional>
                  <Input type="date" />
                </FormField>
                <FormField name="warrantyEndsAt" label="Warranty Ends" optional>
                  <Input type="date" />
                </FormField>
                <FormField
                  name="depreciationYears"
                  label="Depreciation (years)"
                  optional
                  hint={`Straight line; empty: ${depreciationYearsOf({ category: form.watch('category') }, categories)} years for its category.`}
                >
                  <Input inputMode="numeric" maxLength={2} />
                </FormField>
                {seesMoney && (
                  <>
                    <FormField name="cost" label="Cost ($)" optional>
                      <Input inputMode="decimal" maxLength={14} placeholder="e.g. 329.00" />
                    </FormField>
                    <FormField name="vendor" label="Vendor" optional>
                      <Input maxLength={120} />
                    </FormField>
                    <FormField name="poNumber" label="PO Number" optional>
                      <Input maxLength={60} />
                    </FormField>
                    <FormField name="fundingSource" label="Funding Source" optional>
                      <Select options={fundingOptions} />
                    </FormField>
                  </>
                )}
              </DialogBody>
              <FormDialogActions submit={asset ? 'Save Changes' : 'Add Asset'} onCancel={done} />
            </>
          )}
        </Form>
      )}
    </FormDialog>
  );
}
