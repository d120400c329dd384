import { type Part, type PartInput, partInputSchema } from '@domain/parts';
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
  const title = part ? `Edit ${part.name}` : pool ? 'Add a pool part' : 'Add a part';
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
            description={
              pool
                ? 'Five Star’s shared pool: every district sees it and draws from it for its repairs.'
                : 'A spare part of the district’s shelves, used by repairs.'
            }
          />
          <DialogBody className="flex flex-col gap-4">
            <FormField name="name" label="Name" required>
              <Input maxLength={120} placeholder='e.g. Screen 11.6" HD (300e)' />
            </FormField>
            <FormField name="sku" label="SKU" optional>
              <Input maxLength={60} />
            </FormField>
            <FormField
              name="models"
              label="Fits models"
              optional
              hint="Comma separated; empty: fits any model."
            >
              <Input placeholder="e.g. 300e Gen 4, Chromebook 14 G7" />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                name="reorderLevel"
                label="Reorder level"
                hint="Administrators are told when stock falls to it."
              >
                <Input inputMode="numeric" />
              </FormField>
              {showCost && (
                <FormField name="unitCost" label="Unit cost ($)" optional>
                  <Input inputMode="decimal" placeholder="0.00" />
                </FormField>
              )}
            </div>
          </DialogBody>
          <FormDialogActions submit={part ? 'Save part' : 'Add part'} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
