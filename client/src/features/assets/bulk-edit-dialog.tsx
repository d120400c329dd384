import {
  ASSET_STATUS_LABELS,
  ASSET_STATUSES,
  type AssetSelection,
  type AssetStatus,
  type BulkUpdateAssetsPayload,
  bulkUpdateAssetsSchema,
} from '@domain/assets';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { Checkbox } from '@/ui/checkbox';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { optionsOf, Select } from '@/ui/select';
import { useCategoryList } from './asset-categories-context';
import { useBulkUpdateAssets } from './use-bulk-asset-actions';

interface Values {
  /** Empty keeps each asset's own. */
  status: AssetStatus | '';
  category: string;
  changeLocation: boolean;
  /** Empty clears the location, when changed. */
  location: string;
}
const EMPTY: Values = { status: '', category: '', changeLocation: false, location: '' };

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
  const { t } = useTranslation('assets');
  const KEEP = { value: '', label: t('bulkEdit.keep') };
  const STATUS_OPTIONS = [KEEP, ...optionsOf(ASSET_STATUSES, ASSET_STATUS_LABELS)];
  const update = useBulkUpdateAssets(districtId);
  const categoryOptions = [KEEP, ...useCategoryList().map((c) => ({ value: c.key, label: c.label }))];
  const toPayload = (v: Values): BulkUpdateAssetsPayload => ({
    selection: selection(),
    changes: {
      ...(v.status ? { status: v.status } : {}),
      ...(v.category ? { category: v.category } : {}),
      ...(v.changeLocation ? { location: v.location } : {}),
    },
  });

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="md">
      {(done) => (
        <Form
          id="bulk"
          schema={bulkUpdateAssetsSchema}
          defaultValues={EMPTY}
          toPayload={toPayload}
          onSubmit={async (payload) => {
            await update.mutateAsync(payload);
            onDone();
          }}
        >
          {(form) => {
            const [status, category, changeLocation] = form.watch(['status', 'category', 'changeLocation']);
            return (
              <>
                <DialogHeader
                  title={t('bulkEdit.title')}
                  description={t('bulkEdit.description', { count, n: formatNumber(count) })}
                />
                <DialogBody className="flex flex-col gap-4">
                  <FormField name="status" label={t('bulkEdit.status')}>
                    <Select options={STATUS_OPTIONS} />
                  </FormField>
                  <FormField name="category" label={t('bulkEdit.category')}>
                    <Select options={categoryOptions} />
                  </FormField>
                  <div className="flex flex-col gap-1.5">
                    <div className="flex items-center gap-2">
                      <Checkbox
                        id="bulk-change-location"
                        checked={changeLocation}
                        onCheckedChange={(v) => form.setValue('changeLocation', v === true)}
                      />
                      <Label htmlFor="bulk-change-location">{t('bulkEdit.changeLocation')}</Label>
                    </div>
                    <Input
                      id="bulk-location"
                      aria-label={t('bulkEdit.location.label')}
                      placeholder={t('bulkEdit.location.placeholder')}
                      maxLength={200}
                      disabled={!changeLocation}
                      {...form.register('location')}
                    />
                  </div>
                </DialogBody>
                <FormDialogActions
                  submit={t('bulkEdit.submit', { count, n: formatNumber(count) })}
                  onCancel={done}
                  submitDisabled={!status && !category && !changeLocation}
                />
              </>
            );
          }}
        </Form>
      )}
    </FormDialog>
  );
}
