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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('assets');
  const save = useSaveAsset(districtId);
  const { categories } = useAssetCategories(districtId);
  const schema = useMemo(() => assetFieldsFor(categories), [categories]);
  const categoryOptions = categories.map((c) => ({ value: c.key, label: c.label }));
  const holders = useDistrictUsers(districtId, open);
  const seesMoney = useSeesAssetMoney();
  const funding = useFundingSources(districtId, open);
  const fundingOptions = [
    { value: '', label: t('form.fundingNone') },
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
      ? [{ value: asset.assignedUserId, label: asset.assignedTo ?? t('form.currentHolder') }]
      : [];
  const holderOptions = [{ value: '', label: t('form.nobody') }, ...current, ...people];
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
                title={asset ? t('form.editTitle', { tag: asset.assetTag }) : t('form.addTitle')}
                description={asset ? t('form.editDescription') : t('form.addDescription')}
              />
              <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <FormField name="assetTag" label={t('form.tag.label')} required>
                  <Input autoFocus maxLength={64} placeholder={t('form.tag.placeholder')} />
                </FormField>
                <FormField name="name" label={t('form.name.label')} required>
                  <Input maxLength={200} placeholder={t('form.name.placeholder')} />
                </FormField>
                <FormField name="category" label={t('form.category')}>
                  <Select options={categoryOptions} />
                </FormField>
                <FormField name="status" label={t('form.status')}>
                  <Select options={STATUS_OPTIONS} />
                </FormField>
                <FormField
                  name="location"
                  label={t('form.location.label')}
                  optional
                  className="sm:col-span-2"
                >
                  <Input maxLength={200} placeholder={t('form.location.placeholder')} />
                </FormField>
                <FormField name="serialNumber" label={t('form.serial')} optional>
                  <Input maxLength={120} />
                </FormField>
                <FormField name="manufacturer" label={t('form.manufacturer')} optional>
                  <Input maxLength={120} />
                </FormField>
                <FormField name="model" label={t('form.model')} optional>
                  <Input maxLength={120} />
                </FormField>
                <FormField
                  name="assignedUserId"
                  label={t('form.assign.label')}
                  optional
                  className="sm:col-span-2"
                  hint={outToName ? t('form.assign.outTo', { name: outToName }) : t('form.assign.hint')}
                >
                  <Select options={holderOptions} />
                </FormField>
                <CustomFieldInputs fields={category(form.watch('category'))?.fields ?? []} />
                <FormField name="purchaseDate" label={t('form.purchaseDate')} optional>
                  <Input type="date" />
                </FormField>
                <FormField name="warrantyEndsAt" label={t('form.warrantyEnds')} optional>
                  <Input type="date" />
                </FormField>
                <FormField
                  name="depreciationYears"
                  label={t('form.depreciation.label')}
                  optional
                  hint={t('form.depreciation.hint', {
                    years: depreciationYearsOf({ category: form.watch('category') }, categories),
                  })}
                >
                  <Input inputMode="numeric" maxLength={2} />
                </FormField>
                {seesMoney && (
                  <>
                    <FormField name="cost" label={t('form.cost.label')} optional>
                      <Input inputMode="decimal" maxLength={14} placeholder={t('form.cost.placeholder')} />
                    </FormField>
                    <FormField name="vendor" label={t('form.vendor')} optional>
                      <Input maxLength={120} />
                    </FormField>
                    <FormField name="poNumber" label={t('form.po')} optional>
                      <Input maxLength={60} />
                    </FormField>
                    <FormField name="fundingSource" label={t('form.funding')} optional>
                      <Select options={fundingOptions} />
                    </FormField>
                  </>
                )}
              </DialogBody>
              <FormDialogActions submit={asset ? t('form.save') : t('form.addTitle')} onCancel={done} />
            </>
          )}
        </Form>
      )}
    </FormDialog>
  );
}
