import { disposeAssetSchema, type ErateRegisterRow } from '@domain/erate';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { useDisposeAsset } from './use-erate';

/** Dispose: retires the equipment with the day and how, and keeps its record 10 years. */
export function DisposeDialog({
  districtId,
  row,
  onClose,
}: {
  districtId: string;
  row: ErateRegisterRow | null;
  onClose: () => void;
}) {
  const dispose = useDisposeAsset(districtId);
  const { t } = useTranslation('erate');
  return (
    <FormDialog open={row !== null} onOpenChange={(open) => !open && onClose()} width="md">
      {(done) => (
        <Form
          id="erate-dispose"
          schema={disposeAssetSchema}
          defaultValues={{ disposedOn: new Date().toISOString().slice(0, 10), note: '' }}
          onSubmit={async (payload) => {
            await dispose.mutateAsync({ id: row!.id, ...payload });
            done();
          }}
        >
          <DialogHeader
            title={t('dispose.title', { tag: row?.assetTag ?? '' })}
            description={t('dispose.description')}
          />
          <DialogBody className="flex flex-col gap-4">
            <FormField name="disposedOn" label={t('dispose.disposedOn')} required>
              <Input type="date" />
            </FormField>
            <FormField name="note" label={t('dispose.how')} required>
              <Textarea rows={2} placeholder={t('dispose.howPlaceholder')} />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={t('dispose.submit')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
