import {
  MANUAL_MOVE_REASONS,
  type MoveInput,
  moveInputSchema,
  PART_MOVE_LABELS,
  type Part,
} from '@domain/parts';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useMovePart } from './use-parts';

interface Values {
  reason: string;
  siteId: string;
  toSiteId: string;
  quantity: string;
  note: string;
}

/** Record stock received, used, adjusted or transferred at one of the district's shelves (or the pool's). */
export function MoveDialog({
  part,
  sites,
  open,
  onOpenChange,
}: {
  part: Part;
  /** The district's sites (none for a pool part: it has one shelf). */
  sites: { id: string; name: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('parts');
  const REASON_HINTS: Record<string, string> = {
    received: t('move.hint.received'),
    used: t('move.hint.used'),
    adjusted: t('move.hint.adjusted'),
    transferred: t('move.hint.transferred'),
  };
  const move = useMovePart(part.id);
  const shelves = [
    { value: '', label: part.pool ? t('move.shelf.pool') : t('move.shelf.central') },
    ...(part.pool ? [] : sites.map((s) => ({ value: s.id, label: s.name }))),
  ];
  const reasons = MANUAL_MOVE_REASONS.filter((r) => !(part.pool && r === 'transferred')).map((r) => ({
    value: r,
    label: PART_MOVE_LABELS[r],
  }));
  const toPayload = (v: Values): MoveInput => ({
    reason: v.reason as MoveInput['reason'],
    siteId: v.siteId || null,
    quantity: (v.quantity.trim() === '' ? v.quantity : Number(v.quantity.replace('−', '-'))) as number,
    ...(v.reason === 'transferred' ? { toSiteId: v.toSiteId || null } : {}),
    note: v.note,
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} width="md">
      {(done) => (
        <Form
          id="move"
          schema={moveInputSchema}
          defaultValues={
            { reason: 'received', siteId: '', toSiteId: '', quantity: '1', note: '' } satisfies Values
          }
          toPayload={toPayload}
          onSubmit={async (payload) => {
            await move.mutateAsync(payload);
            done();
          }}
        >
          {(form) => {
            const reason = form.watch('reason');
            return (
              <>
                <DialogHeader
                  title={t('move.title', { name: part.name })}
                  description={t('move.description', { total: part.total })}
                />
                <DialogBody className="flex flex-col gap-4">
                  <FormField name="reason" label={t('move.reason')} hint={REASON_HINTS[reason]}>
                    <Select options={reasons} />
                  </FormField>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <FormField
                      name="siteId"
                      label={reason === 'transferred' ? t('move.from') : t('move.shelf.label')}
                    >
                      <Select options={shelves} />
                    </FormField>
                    {reason === 'transferred' && (
                      <FormField name="toSiteId" label={t('move.to')}>
                        <Select options={shelves} />
                      </FormField>
                    )}
                    <FormField
                      name="quantity"
                      label={reason === 'adjusted' ? t('move.change') : t('move.quantity')}
                    >
                      <Input inputMode="numeric" />
                    </FormField>
                  </div>
                  <FormField name="note" label={t('move.note.label')} optional>
                    <Textarea rows={2} maxLength={500} placeholder={t('move.note.placeholder')} />
                  </FormField>
                </DialogBody>
                <FormDialogActions submit={t('move.submit')} onCancel={done} />
              </>
            );
          }}
        </Form>
      )}
    </FormDialog>
  );
}
