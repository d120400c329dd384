import { type Part, type PartInput, partInputSchema } from '@domain/parts';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { useSavePart } from './use-parts';

interface Values {
  name: string;
  sku: string;
  models: string;
  unitCost: string;
  reorderLevel: string;
}

/** A typed number, or the text itself (so the schema refuses it with its message). */
const numberOf = (s: string): number | string => (s.trim() === '' ? s : Number(s.replace(/[$,]/g, '')));

/**
 * Add or edit a part: name, SKU, the models it fits (comma separated), reorder level and (for those
 * who see money) the unit cost. `pool`: a part of Five Star's shared pool.
 */
export function PartFormDialog({
  districtId,
  part,
  pool,
  showCost,
  open,
  onOpenChange,
}: {
  districtId: string | null;
  part: Part | null;
  pool: boolean;
  showCost: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('parts');
  const save = useSavePart(districtId, part?.id ?? null);
  const toPayload = (v: Values): PartInput => ({
    ...(pool && !part ? { pool: true } : {}),
    name: v.name,
    sku: v.sku,
    models: v.models
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
    reorderLevel: numberOf(v.reorderLevel || '0') as number,
    ...(showCost ? { unitCost: numberOf(v.unitCost || '0') as number } : {}),
  });
  const title = part
    ? t('form.editTitle', { name: part.name })
    : pool
      ? t('form.addPoolTitle')
      : t('form.addTitle');
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="md">
      {(done) => (
        <Form
          id="part"
          schema={partInputSchema}
          defaultValues={
            {
              name: part?.name ?? '',
              sku: part?.sku ?? '',
              models: part?.models.join(', ') ?? '',
              unitCost: part?.unitCost != null ? part.unitCost.toFixed(2) : '',
              reorderLevel: String(part?.reorderLevel ?? 0),
            } satisfies Values
          }
          toPayload={toPayload}
          onSubmit={async (payload) => {
            await save.mutateAsync(payload);
            done();
          }}
        >
          <DialogHeader
            title={title}
            description={pool ? t('form.poolDescription') : t('form.description')}
          />
          <DialogBody className="flex flex-col gap-4">
            <FormField name="name" label={t('form.name.label')} required>
              <Input maxLength={120} placeholder={t('form.name.placeholder')} />
            </FormField>
            <FormField name="sku" label={t('form.sku')} optional>
              <Input maxLength={60} />
            </FormField>
            <FormField name="models" label={t('form.models.label')} optional hint={t('form.models.hint')}>
              <Input placeholder={t('form.models.placeholder')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField name="reorderLevel" label={t('form.reorder.label')} hint={t('form.reorder.hint')}>
                <Input inputMode="numeric" />
              </FormField>
              {showCost && (
                <FormField name="unitCost" label={t('form.unitCost')} optional>
                  <Input inputMode="decimal" placeholder="0.00" />
                </FormField>
              )}
            </div>
          </DialogBody>
          <FormDialogActions submit={part ? t('form.submit.save') : t('form.submit.add')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
