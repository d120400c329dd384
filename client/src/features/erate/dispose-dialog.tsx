import { disposeAssetSchema, type ErateRegisterRow } from '@domain/erate';
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
            title={`Dispose of ${row?.assetTag ?? ''}`}
            description="Records the disposal instead of deleting: the asset is retired and E-Rate keeps its record 10 years."
          />
          <DialogBody className="flex flex-col gap-4">
            <FormField name="disposedOn" label="Disposed on" required>
              <Input type="date" />
            </FormField>
            <FormField name="note" label="How" required>
              <Textarea rows={2} placeholder="e.g. Recycled by the e-waste vendor, certificate #1234" />
            </FormField>
          </DialogBody>
          <FormDialogActions submit="Dispose" onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
