import { DAMAGE_KIND_LABELS, type DamageInput, damageInputSchema } from '@domain/damage';
import { DAMAGE_KINDS } from '@domain/device-money';
import { HeartCrack } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useReportDamage } from './use-damage';

interface Values {
  kind: string;
  place: string;
  occurredAt: string;
  note: string;
}

/** A local "2026-09-10T10:30" of the datetime field as an ISO moment (empty: now, said by leaving it out). */
const toPayload = (v: Values): DamageInput => ({
  kind: v.kind as DamageInput['kind'],
  ...(v.place.trim() ? { place: v.place.trim() } : {}),
  ...(v.note.trim() ? { note: v.note.trim() } : {}),
  ...(v.occurredAt ? { occurredAt: new Date(v.occurredAt).toISOString() } : {}),
});

/**
 * "Report damage" on an asset's page: what happened, where and when; the person it is assigned to
 * is who had it, and a repair ticket opens (see docs/product.md#repairs).
 */
export function ReportDamageButton({
  districtId,
  asset,
}: {
  districtId: string;
  asset: { id: string; assetTag: string; assignedTo: string | null };
}) {
  const [open, setOpen] = useState(false);
  const report = useReportDamage(districtId, asset.id);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <HeartCrack /> Report damage
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} width="md">
        {(done) => (
          <Form
            id="damage"
            schema={damageInputSchema}
            defaultValues={{ kind: '', place: '', occurredAt: '', note: '' } satisfies Values}
            toPayload={toPayload}
            onSubmit={async (payload) => {
              await report.mutateAsync(payload);
              done();
            }}
          >
            <DialogHeader
              title={`Report damage: ${asset.assetTag}`}
              description={
                asset.assignedTo
                  ? `Recorded against ${asset.assignedTo}, who has it now. A repair ticket opens.`
                  : 'Nobody has this device now. A repair ticket opens.'
              }
            />
            <DialogBody className="flex flex-col gap-4">
              <FormField name="kind" label="What happened" required>
                <Select options={optionsOf(DAMAGE_KINDS, DAMAGE_KIND_LABELS)} placeholder="Choose…" />
              </FormField>
              <FormField name="place" label="Where" optional>
                <Input maxLength={200} placeholder="e.g. Room 12, the bus" />
              </FormField>
              <FormField name="occurredAt" label="When" optional hint="Leave empty for now.">
                <Input type="datetime-local" />
              </FormField>
              <FormField name="note" label="Note" optional>
                <Textarea rows={3} maxLength={2000} />
              </FormField>
            </DialogBody>
            <FormDialogActions submit="Report damage" onCancel={done} />
          </Form>
        )}
      </FormDialog>
    </>
  );
}
